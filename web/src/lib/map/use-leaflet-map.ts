import type { Map as LeafletMap, MapOptions } from 'leaflet';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { type Leaflet, loadLeaflet } from './load-leaflet';
import { useMapConfig } from './use-map-config';
import './leaflet-touch.css';

/**
 * A Leaflet map in `container`, with the configured tiles (every map of the app: gyms, activities).
 * Leaflet is downloaded on first use; `failed` turns true when it cannot be, so the caller shows
 * 'Unable to load map'. `setUp` runs once on the new map (first view, listeners). The map is
 * removed when the component goes.
 */
export function useLeafletMap(
  container: RefObject<HTMLElement | null>,
  options: MapOptions,
  setUp?: (L: Leaflet, map: LeafletMap) => void,
) {
  const [leaflet, setLeaflet] = useState<{ L: Leaflet; map: LeafletMap } | null>(null);
  const [failed, setFailed] = useState(false);
  const { data: config } = useMapConfig();
  const first = useRef({ options, setUp });

  useEffect(() => {
    let map: LeafletMap | undefined;
    let cancelled = false;
    loadLeaflet().then(
      (L) => {
        if (cancelled || !container.current) return;
        // The attribution control comes with the tiles (below): on its own it would show the bare
        // "Leaflet" link until the map's settings arrive, a 14 px tap target with no sentence around it.
        map = L.map(container.current, { ...first.current.options, attributionControl: false });
        first.current.setUp?.(L, map);
        setLeaflet({ L, map });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [container]);

  useEffect(() => {
    if (!leaflet || !config) return;
    const attribution = leaflet.L.control.attribution().addTo(leaflet.map);
    const tiles = leaflet.L.tileLayer(config.tileUrl, { attribution: config.attribution, maxZoom: 19 });
    tiles.addTo(leaflet.map);
    return () => {
      tiles.remove();
      attribution.remove();
    };
  }, [leaflet, config]);

  return { leaflet, failed };
}
