export type Leaflet = typeof import('leaflet');

let loading: Promise<Leaflet> | undefined;

/**
 * Leaflet and its styles, downloaded the first time a map is shown (only the gyms pages draw
 * maps, so the rest of the app never pays for it). A failed download is tried again next time.
 */
export function loadLeaflet(): Promise<Leaflet> {
  loading ??= Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css'), import('./gym-map.css')])
    .then(([module]) => ((module as { default?: Leaflet }).default ?? module) as Leaflet)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
