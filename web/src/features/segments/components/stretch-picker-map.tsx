import type { ActivitySeries } from '@common/schemas/activities';
import type { Marker } from 'leaflet';
import { MapPinOff } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useLeafletMap } from '@/lib/map/use-leaflet-map';
import { nearestPoint, routeLines, sliceSeries } from '../lib/series';
import '../lib/picker-map.css';

/**
 * The create form's map: the whole route in grey, the chosen stretch in orange with its start and
 * end markers, and a marker that follows the chart's cursor. A click on the map picks the route's
 * point nearest to it (`onPick` gets its series index). The sliders and the chart do the same by
 * keyboard.
 */
export function StretchPickerMap({
  series,
  startM,
  endM,
  cursor,
  onPick,
}: {
  series: ActivitySeries;
  startM: number;
  endM: number;
  cursor: number | null;
  onPick: (index: number) => void;
}) {
  const container = useRef<HTMLElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const cursorMarker = useRef<Marker | null>(null);
  const { leaflet, failed } = useLeafletMap(container, { scrollWheelZoom: false });
  const route = useMemo(() => routeLines(series), [series]);
  const stretch = useMemo(() => routeLines(sliceSeries(series, startM, endM)), [series, startM, endM]);

  // The whole route, the view fitted to it, and the click that picks a point (once per route).
  useEffect(() => {
    if (!leaflet || route.length === 0) return;
    const { L, map } = leaflet;
    const layer = L.layerGroup().addTo(map);
    for (const part of route) L.polyline(part, { color: '#6b7280', weight: 4, opacity: 0.6 }).addTo(layer);
    map.fitBounds(L.latLngBounds(route.flat()), { padding: [24, 24], animate: false });
    // Only shows where the cursor is: out of the Tab order, as on the activity's map.
    cursorMarker.current = L.marker(route[0][0], {
      icon: L.divIcon({ className: 'segment-pick segment-pick--cursor', iconSize: [14, 14], iconAnchor: [7, 7] }),
      interactive: false,
      keyboard: false,
      opacity: 0,
    }).addTo(layer);
    const onClick = (event: { latlng: { lat: number; lng: number } }) => {
      const index = nearestPoint(series, event.latlng.lat, event.latlng.lng);
      if (index !== null) pick.current(index);
    };
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
      layer.remove();
      cursorMarker.current = null;
    };
  }, [leaflet, route, series]);

  // The chosen stretch over it.
  useEffect(() => {
    if (!leaflet || stretch.length === 0) return;
    const { L, map } = leaflet;
    const layer = L.layerGroup().addTo(map);
    for (const part of stretch) L.polyline(part, { color: '#ea580c', weight: 5, opacity: 0.95 }).addTo(layer);
    const icon = (kind: string) =>
      L.divIcon({ className: `segment-pick segment-pick--${kind}`, iconSize: [16, 16], iconAnchor: [8, 8] });
    L.marker(stretch[0][0], { icon: icon('start'), title: 'Segment start', keyboard: false }).addTo(layer);
    L.marker(stretch.at(-1)!.at(-1)!, { icon: icon('end'), title: 'Segment end', keyboard: false }).addTo(layer);
    return () => void layer.remove();
  }, [leaflet, stretch]);

  useEffect(() => {
    const marker = cursorMarker.current;
    if (!marker) return;
    const lat = cursor === null ? null : series.lat[cursor];
    const lng = cursor === null ? null : series.lng[cursor];
    if (lat === null || lng === null) marker.setOpacity(0);
    else marker.setLatLng([lat, lng]).setOpacity(1);
  }, [cursor, series]);

  if (failed) {
    return (
      <div
        role="alert"
        className="flex h-72 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border bg-muted text-muted-foreground"
      >
        <MapPinOff className="size-6" aria-hidden="true" />
        <p className="font-medium">Unable to load map</p>
      </div>
    );
  }
  return (
    <section
      ref={container}
      aria-label="Segment map: click the route to pick a point"
      data-testid="segment-picker-map"
      className="isolate h-72 cursor-crosshair overflow-hidden rounded-xl border border-border bg-muted sm:h-80"
    />
  );
}
