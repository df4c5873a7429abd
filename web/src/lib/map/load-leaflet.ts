export type Leaflet = typeof import('leaflet');

let loading: Promise<Leaflet> | undefined;

/**
 * Leaflet and its styles, downloaded the first time a map is shown (only pages with a map, the
 * gyms and the activities, import this, so the rest of the app never pays for it). A failed
 * download is tried again next time. Each feature brings its own marker styles.
 */
export function loadLeaflet(): Promise<Leaflet> {
  loading ??= Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
    .then(([module]) => ((module as { default?: Leaflet }).default ?? module) as Leaflet)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
