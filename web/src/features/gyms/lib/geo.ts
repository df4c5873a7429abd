import { DEFAULT_MAP_CENTER, MAP_MARKER_PX_PER_DEGREE } from '@common/limits';
import type { Gym } from '@common/schemas/gyms';
import { type DistanceUnit, FT_PER_M, KM_PER_MI } from '@common/units';

export interface LatLng {
  lat: number;
  lng: number;
}

export const DEFAULT_CENTRE: LatLng = { ...DEFAULT_MAP_CENTER };

/**
 * The map zoom at which one degree of longitude spans 1000 px (the spec's marker offset scale):
 * a Web Mercator world is 256 × 2^zoom px wide, i.e. 256 × 2^zoom / 360 px per degree.
 */
export const SPEC_ZOOM = Math.log2((MAP_MARKER_PX_PER_DEGREE * 360) / 256);

/** "40.7128, -74.0060": the centre as the spec shows it, with four decimals. */
export function formatCentre({ lat, lng }: LatLng): string {
  return `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
}

/** "850 m", "4.2 km", "120 km"; in miles "490 ft", "2.6 mi", "75 mi" (the member's unit, issue 16). */
export function formatDistance(km: number, unit: DistanceUnit = 'km'): string {
  if (unit === 'mi') {
    const miles = km / KM_PER_MI;
    if (miles < 0.1) return `${Math.round((km * 1000 * FT_PER_M) / 10) * 10} ft`;
    return miles < 100 ? `${miles.toFixed(1)} mi` : `${Math.round(miles)} mi`;
  }
  if (km < 1) return `${Math.round(km * 1000)} m`;
  if (km < 100) return `${km.toFixed(1)} km`;
  return `${Math.round(km)} km`;
}

/** A search radius (in km, as the API takes it) as the member reads it: "Within 10 km", "Within 6.2 mi". */
export function radiusLabel(km: number, unit: DistanceUnit): string {
  if (unit === 'km') return `Within ${km} km`;
  const miles = km / KM_PER_MI;
  return `Within ${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi`;
}

/** "21 Battery Pl, New York, NY 10004" from whatever parts the gym has. */
export function formatAddress(gym: Pick<Gym, 'address' | 'city' | 'state' | 'zipCode'>): string {
  const region = [gym.state, gym.zipCode].filter(Boolean).join(' ');
  return [gym.address, gym.city, region].filter(Boolean).join(', ');
}

/** A directions link that opens the phone's maps app or the web map, with no API key. */
export function directionsUrl(gym: Pick<Gym, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${gym.latitude},${gym.longitude}`;
}
