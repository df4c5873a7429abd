import type { Gym, GymDetail, HomeGymInfo } from '@common/schemas/gyms';
import type { GymRow } from './gym-row';

/** The API's Gym (spec section 3 field names), with `distance` in km when the query measured it. */
export function presentGym(row: GymRow, distanceKm?: number): Gym {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.image_url,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    rating: row.rating,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    website: row.website,
    openingHours: row.opening_hours,
    amenities: row.amenities,
    description: row.description,
    isSample: row.is_sample,
    createdAt: row.created_at.toISOString(),
    ...(distanceKm !== undefined && { distance: distanceKm }),
  };
}

export function presentGymDetail(row: GymRow, homeGym: HomeGymInfo): GymDetail {
  return { ...presentGym(row), homeGym };
}
