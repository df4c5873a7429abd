/** Query keys of the gyms feature; `['gyms']` covers them all (invalidated after any gym change). */
export const gymKeys = {
  all: ['gyms'] as const,
  nearby: (lat: number, lng: number, radius: number, limit: number) =>
    ['gyms', 'nearby', { lat: lat.toFixed(4), lng: lng.toFixed(4), radius, limit }] as const,
  search: (q: string) => ['gyms', 'search', q] as const,
  detail: (id: number) => ['gyms', 'detail', id] as const,
  members: (id: number) => ['gyms', 'members', id] as const,
  home: ['gyms', 'home'] as const,
  homeVisibility: ['gyms', 'home', 'visibility'] as const,
  myCheckIn: ['gyms', 'check-ins', 'mine'] as const,
  peopleAtGyms: ['gyms', 'check-ins', 'following'] as const,
  admin: (q: string) => ['gyms', 'admin', q] as const,
};
