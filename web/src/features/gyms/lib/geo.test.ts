import { describe, expect, it } from 'vitest';
import { directionsUrl, formatAddress, formatCentre, formatDistance, radiusLabel, SPEC_ZOOM } from './geo';

describe('gym map and list formatting', () => {
  it('shows the centre with four decimals (spec section 2)', () => {
    expect(formatCentre({ lat: 40.7128, lng: -74.006 })).toBe('40.7128, -74.0060');
    expect(formatCentre({ lat: 51.50735, lng: 0 })).toBe('51.5074, 0.0000');
  });

  it('zooms so that one degree of longitude is 1000 px (the spec marker scale)', () => {
    expect((256 * 2 ** SPEC_ZOOM) / 360).toBeCloseTo(1000, 6);
  });

  it('writes distances in metres, then km with one decimal, then whole km', () => {
    expect(formatDistance(0.1112)).toBe('111 m');
    expect(formatDistance(8.339)).toBe('8.3 km');
    expect(formatDistance(130.4)).toBe('130 km');
    expect(formatDistance(0.15, 'mi')).toBe('490 ft');
    expect(formatDistance(4.2, 'mi')).toBe('2.6 mi');
    expect(formatDistance(200, 'mi')).toBe('124 mi');
    expect(radiusLabel(10, 'km')).toBe('Within 10 km');
    expect(radiusLabel(10, 'mi')).toBe('Within 6.2 mi');
    expect(radiusLabel(50, 'mi')).toBe('Within 31 mi');
  });

  it('joins the address parts a gym has', () => {
    expect(formatAddress({ address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78704' })).toBe(
      '1 Main St, Austin, TX 78704',
    );
    expect(formatAddress({ address: null, city: 'Suva', state: null, zipCode: null })).toBe('Suva');
  });

  it('links directions to the gym position', () => {
    expect(directionsUrl({ latitude: 40.7, longitude: -74 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=40.7,-74',
    );
  });
});
