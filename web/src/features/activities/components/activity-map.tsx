import { ACTIVITY_TEXTS } from '@common/activities-texts';
import type { ActivitySeries } from '@common/schemas/activities';
import type { Marker } from 'leaflet';
import { MapPinOff } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import type { Leaflet } from '@/lib/map/load-leaflet';
import { useLeafletMap } from '@/lib/map/use-leaflet-map';
import { routeView } from '../lib/route-view';
import '../lib/activity-map.css';

type LatLng = [number, number];

/** The visible parts of the route (the server split it where privacy zones cut it out). */
export function routeSegments(series: ActivitySeries): LatLng[][] {
  const segments: LatLng[][] = [];
  series.segment.forEach((seg, i) => {
    const lat = series.lat[i];
    const lng = series.lng[i];
    if (lat === null || lng === null) return;
    if (!segments[seg]) segments[seg] = [];
    segments[seg].push([lat, lng]);
  });
  return segments.filter(Boolean);
}

const dot = (L: Leaflet, kind: string) =>
  L.divIcon({ className: `activity-marker activity-marker--${kind}`, iconSize: [16, 16], iconAnchor: [8, 8] });

/**
 * The route on the Leaflet map (tiles from configuration, as on the gyms pages): a line per
 * visible part, start and finish markers at the first and last points the server sent, bounds
 * fitted to them (a single point opens on its place: route-view.ts), and a marker that follows
 * the chart's cursor (`cursor`, an index of the series).
 */
export function ActivityMap({
  series,
  cursor,
  hasGps,
}: {
  series: ActivitySeries;
  cursor: number | null;
  hasGps: boolean;
}) {
  const container = useRef<HTMLElement>(null);
  const cursorMarker = useRef<Marker | null>(null);
  const { leaflet, failed } = useLeafletMap(container, { scrollWheelZoom: false });
  const segments = useMemo(() => routeSegments(series), [series]);

  useEffect(() => {
    if (!leaflet || segments.length === 0) return;
    const { L, map } = leaflet;
    const layer = L.layerGroup().addTo(map);
    for (const part of segments) L.polyline(part, { color: '#ea580c', weight: 4, opacity: 0.9 }).addTo(layer);
    const first = segments[0][0];
    const last = segments[segments.length - 1].at(-1)!;
    L.marker(first, { icon: dot(L, 'start'), title: 'Start', keyboard: false }).addTo(layer);
    L.marker(last, { icon: dot(L, 'finish'), title: 'Finish', keyboard: false }).addTo(layer);
    const view = routeView(segments.flat());
    if (view.kind === 'place') map.setView(view.center, view.zoom, { animate: false });
    else map.fitBounds(view.bounds, { padding: [24, 24], maxZoom: view.maxZoom, animate: false });
    // Shows where the charts' cursor is, nothing to press: out of the Tab order (Leaflet makes a
    // marker a focusable role=button unless `keyboard: false`). Keyboard users move the cursor on
    // the charts, which say where it is.
    cursorMarker.current = L.marker(first, {
      icon: dot(L, 'cursor'),
      interactive: false,
      keyboard: false,
      opacity: 0,
    }).addTo(layer);
    return () => {
      layer.remove();
      cursorMarker.current = null;
    };
  }, [leaflet, segments]);

  useEffect(() => {
    const marker = cursorMarker.current;
    if (!marker) return;
    const lat = cursor === null ? null : series.lat[cursor];
    const lng = cursor === null ? null : series.lng[cursor];
    if (lat === null || lng === null) {
      marker.setOpacity(0);
      return;
    }
    marker.setLatLng([lat, lng]).setOpacity(1);
  }, [cursor, series]);

  if (segments.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border bg-muted p-6 text-center text-sm text-muted-foreground">
        {hasGps ? ACTIVITY_TEXTS.hiddenRoute : ACTIVITY_TEXTS.noMap}
      </p>
    );
  }
  return failed ? (
    <div
      role="alert"
      className="flex h-72 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border bg-muted text-muted-foreground"
    >
      <MapPinOff className="size-6" aria-hidden="true" />
      <p className="font-medium">Unable to load map</p>
    </div>
  ) : (
    <section
      ref={container}
      aria-label="Route map"
      data-testid="activity-map"
      data-segments={segments.length}
      className="isolate h-72 overflow-hidden rounded-xl border border-border bg-muted sm:h-96"
    />
  );
}
