/** A gyms row as repositories read it (snake_case columns; numeric and arrays already parsed by pg). */
export interface GymRow {
  id: number;
  name: string;
  image_url: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  latitude: number;
  longitude: number;
  rating: number | null;
  phone: string | null;
  website: string | null;
  opening_hours: string | null;
  amenities: string[];
  description: string | null;
  is_sample: boolean;
  created_at: Date;
}

/** Every column a Gym answer needs (not the generated search text). */
export const GYM_COLUMNS = `id, name, image_url, address, city, state, zip_code, latitude, longitude, rating, phone,
  website, opening_hours, amenities, description, is_sample, created_at`;

/** The same list qualified with a table alias, for joins. */
export function gymColumns(alias: string): string {
  return GYM_COLUMNS.split(',')
    .map((c) => `${alias}.${c.trim()}`)
    .join(', ');
}
