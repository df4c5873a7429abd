import type { Gym } from '@common/schemas/gyms';
import type { DistanceUnit } from '@common/units';
import type { LayerGroup, Map as LeafletMap } from 'leaflet';
import type { Leaflet } from '@/lib/map/load-leaflet';
import { formatAddress, formatDistance, type LatLng } from './geo';

interface MarkerOptions {
  /** The centre dot, or null for none. */
  centre: LatLng | null;
  centreTitle: string;
  gyms: Gym[];
  homeGymId?: number | null;
  navigate: (to: string) => void;
  /** The member's distance unit for the popups. */
  distanceUnit?: DistanceUnit;
}

/** The popup of a gym's marker: name, address, distance and a link to its page (built as DOM, never as HTML). */
function popupContent(gym: Gym, navigate: (to: string) => void, unit: DistanceUnit = 'km'): HTMLElement {
  const box = document.createElement('div');
  box.className = 'gym-popup';
  const name = document.createElement('strong');
  name.textContent = gym.name;
  const details = document.createElement('div');
  details.textContent = [formatAddress(gym), gym.distance !== undefined ? formatDistance(gym.distance, unit) : '']
    .filter(Boolean)
    .join(' · ');
  const link = document.createElement('a');
  link.href = `/gyms/${gym.id}`;
  link.textContent = 'View gym';
  link.addEventListener('click', (event) => {
    event.preventDefault();
    navigate(`/gyms/${gym.id}`);
  });
  box.append(name, details, link);
  return box;
}

/**
 * The centre as a dot and one marker per gym, keyboard-focusable (Enter opens its popup) and
 * titled with the gym's name. Answers the layer so the caller can remove it all at once.
 */
export function addGymMarkers(L: Leaflet, map: LeafletMap, options: MarkerOptions): LayerGroup {
  const { centre, centreTitle, gyms, homeGymId, navigate } = options;
  const layer = L.layerGroup().addTo(map);
  if (centre) {
    L.circleMarker([centre.lat, centre.lng], {
      radius: 7,
      color: '#ffffff',
      weight: 2,
      fillColor: '#2563eb',
      fillOpacity: 1,
      interactive: false,
    })
      .bindTooltip(centreTitle)
      .addTo(layer);
  }
  for (const gym of gyms) {
    const home = gym.id === homeGymId;
    const icon = L.divIcon({
      className: home ? 'gym-marker gym-marker--home' : 'gym-marker',
      html: '<span class="gym-marker__pin"></span>',
      iconSize: [28, 28],
      iconAnchor: [14, 26],
      popupAnchor: [0, -24],
    });
    L.marker([gym.latitude, gym.longitude], { icon, title: gym.name, keyboard: true, riseOnHover: true })
      .bindPopup(popupContent(gym, navigate, options.distanceUnit))
      .addTo(layer);
  }
  return layer;
}
