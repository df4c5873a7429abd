import { GYM_TEXTS } from '@common/gyms-texts';
import { MAP_HEIGHT_PX } from '@common/limits';
import type { Gym } from '@common/schemas/gyms';
import { MapPinOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUnits } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useLeafletMap } from '@/lib/map/use-leaflet-map';
import { formatCentre, type LatLng, SPEC_ZOOM } from '../lib/geo';
import '../lib/gym-map.css';
import { addGymMarkers } from '../lib/map-markers';

export interface GymMapProps {
  centre: LatLng;
  gyms: Gym[];
  /** Accessible name of the map region. */
  label: string;
  /** What the centre dot means: the member's position or the default centre. */
  centreTitle: string;
  zoom?: number;
  /** Height of the map area in px (the finder's is the spec's 400). */
  height?: number;
  /** Frame the gyms instead of the centre (search results can be anywhere). */
  fitToGyms?: boolean;
  homeGymId?: number | null;
  /** Draw the centre as a dot (off on a gym's own page, where the gym is the centre). */
  showCentre?: boolean;
  className?: string;
}

/**
 * A Leaflet map with a marker per gym, titled with its name (spec section 2). Tiles come from
 * configuration; when none can be reached, the markers and the centre still show. If Leaflet
 * itself cannot be loaded, the map area says 'Unable to load map'.
 */
export function GymMap({
  centre,
  gyms,
  label,
  centreTitle,
  zoom = SPEC_ZOOM,
  height = MAP_HEIGHT_PX,
  fitToGyms = false,
  homeGymId,
  showCentre = true,
  className,
}: GymMapProps) {
  const container = useRef<HTMLElement>(null);
  const [shownCentre, setShownCentre] = useState(centre);
  const { distance: distanceUnit } = useUnits();
  const navigate = useNavigate();
  const initial = useRef({ centre, zoom });
  // zoomSnap 0 keeps the spec's scale (1000 px per degree) exactly, a fractional zoom.
  const { leaflet, failed } = useLeafletMap(
    container,
    { zoomSnap: 0, zoomDelta: 1, scrollWheelZoom: false },
    (_, map) => {
      map.setView([initial.current.centre.lat, initial.current.centre.lng], initial.current.zoom);
      map.on('moveend', () => {
        const c = map.getCenter();
        setShownCentre({ lat: c.lat, lng: c.lng });
      });
    },
  );

  const fitKey = fitToGyms ? gyms.map((g) => g.id).join(',') : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: reframe when the centre or the framed results change, not on every Load More
  useEffect(() => {
    if (!leaflet) return;
    const { L, map } = leaflet;
    // No animation: a programmatic move must land before the next one starts (search after search).
    if (fitToGyms) {
      if (gyms.length === 0) return; // keep the last frame while new results load
      const bounds = L.latLngBounds(gyms.map((g) => [g.latitude, g.longitude]));
      map.fitBounds(bounds, { padding: [40, 40], maxZoom: 14, animate: false });
    } else {
      map.setView([centre.lat, centre.lng], initial.current.zoom, { animate: false });
    }
    setShownCentre({ ...map.getCenter() });
  }, [leaflet, centre.lat, centre.lng, fitToGyms, fitKey]);

  useEffect(() => {
    if (!leaflet) return;
    const layer = addGymMarkers(leaflet.L, leaflet.map, {
      centre: showCentre ? centre : null,
      centreTitle,
      gyms,
      homeGymId,
      navigate,
      distanceUnit,
    });
    return () => void layer.remove();
  }, [leaflet, centre, showCentre, centreTitle, gyms, homeGymId, navigate, distanceUnit]);

  return (
    <figure className={cn('flex flex-col gap-1.5', className)}>
      {failed ? (
        <div
          role="alert"
          style={{ height }}
          className="flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border bg-muted text-muted-foreground"
        >
          <MapPinOff className="size-6" aria-hidden="true" />
          <p className="font-medium">{GYM_TEXTS.mapFailed}</p>
        </div>
      ) : (
        // `isolate` keeps Leaflet's own z-indexes (400-1000) under the sticky header and dialogs.
        <section
          ref={container}
          aria-label={label}
          data-testid="gym-map"
          style={{ height }}
          className="isolate overflow-hidden rounded-xl border border-border bg-muted"
        />
      )}
      <figcaption className="text-xs text-muted-foreground">
        Centre: <span data-testid="map-centre">{formatCentre(shownCentre)}</span>
      </figcaption>
    </figure>
  );
}
