import { DEFAULT_MAP_CENTER } from '@common/limits';
import type { PrivacyZone } from '@common/schemas/activities';
import type { LayerGroup } from 'leaflet';
import { Crosshair, MapPinOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useLeafletMap } from '@/lib/map/use-leaflet-map';

export interface LatLng {
  lat: number;
  lng: number;
}

/** Five decimals: about a metre, finer than any zone needs. */
const rounded = (c: LatLng): LatLng => ({ lat: Number(c.lat.toFixed(5)), lng: Number(c.lng.toFixed(5)) });

/**
 * Where a new privacy zone goes: a click on the map sets its centre, and the circle follows the
 * radius as it changes. The member's existing zones are drawn in grey. From the keyboard, the map
 * pans with the arrow keys (Leaflet's own) and "Centre here" puts the centre at the map's middle;
 * the typed latitude and longitude stay beside it.
 */
export function PrivacyZonePicker({
  centre,
  radiusM,
  zones,
  onCentre,
}: {
  centre: LatLng | null;
  radiusM: number;
  zones: PrivacyZone[];
  onCentre: (centre: LatLng) => void;
}) {
  const container = useRef<HTMLElement>(null);
  const pick = useRef(onCentre);
  pick.current = onCentre;
  const start = useRef(centre ?? zones[0] ?? DEFAULT_MAP_CENTER);
  const { leaflet, failed } = useLeafletMap(container, { scrollWheelZoom: false }, (_, map) => {
    map.setView([start.current.lat, start.current.lng], 14);
    map.on('click', (event) => pick.current(rounded(event.latlng)));
  });

  // The member's existing zones, in grey.
  useEffect(() => {
    if (!leaflet) return;
    const { L, map } = leaflet;
    const layer: LayerGroup = L.layerGroup().addTo(map);
    for (const z of zones)
      L.circle([z.lat, z.lng], { radius: z.radiusM, color: '#6b7280', weight: 1, interactive: false }).addTo(layer);
    return () => void layer.remove();
  }, [leaflet, zones]);

  // The new zone, redrawn as its centre or radius changes; the map follows a typed centre.
  useEffect(() => {
    if (!leaflet || !centre) return;
    const { L, map } = leaflet;
    const layer: LayerGroup = L.layerGroup().addTo(map);
    L.circle([centre.lat, centre.lng], { radius: radiusM, color: '#ea580c', weight: 2, interactive: false }).addTo(
      layer,
    );
    L.circleMarker([centre.lat, centre.lng], { radius: 4, color: '#ea580c', fillOpacity: 1, interactive: false }).addTo(
      layer,
    );
    if (!map.getBounds().contains([centre.lat, centre.lng])) map.panTo([centre.lat, centre.lng], { animate: false });
    return () => void layer.remove();
  }, [leaflet, centre, radiusM]);

  if (failed) {
    return (
      <div
        role="alert"
        className="flex h-64 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border bg-muted text-muted-foreground"
      >
        <MapPinOff className="size-6" aria-hidden="true" />
        <p className="font-medium">Unable to load map: type the latitude and longitude instead.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="relative">
        <section
          ref={container}
          aria-label="Map: click to place the zone’s centre; arrow keys move the map"
          data-testid="zone-picker"
          data-centre={centre ? `${centre.lat},${centre.lng}` : ''}
          data-radius={radiusM}
          className="isolate h-64 overflow-hidden rounded-xl border border-border bg-muted sm:h-80"
        />
        {/* The map's middle, where "Centre here" puts the centre. */}
        <Crosshair
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-1/2 z-10 size-5 -translate-x-1/2 -translate-y-1/2 text-foreground/60"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={!leaflet}
          onClick={() => leaflet && onCentre(rounded(leaflet.map.getCenter()))}
        >
          <Crosshair aria-hidden="true" />
          Centre here (the map’s middle)
        </Button>
        <p className="text-xs text-muted-foreground">
          {centre ? `Centre ${centre.lat.toFixed(5)}, ${centre.lng.toFixed(5)} · ${radiusM} m` : 'No centre yet'}
        </p>
      </div>
    </div>
  );
}
