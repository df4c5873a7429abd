import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { queriesDuring } from '../../test/query-log';
import { useTestApp } from '../../test/test-app';
import { gazetteer, normalizePlaceText } from './gazetteer';

const ctx = useTestApp();
let api: ReturnType<typeof apiAs>;

beforeAll(async () => {
  api = apiAs(ctx, (await buildSignedInUser(ctx.db)).cookie);
  gazetteer(); // built once per process, as the startup task does in the server
});

const search = async (q: string, extra = '') => {
  const res = await api.get(`/api/places?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { name: string; label: string; country: string; countryCode: string; region: string | null }[];
};

describe('GET /api/places', () => {
  it('answers nothing below 2 characters (autocomplete starts at 2)', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('p')).toEqual([]);
    expect(await search(' p ')).toEqual([]);
    expect((await search('pa')).length).toBeGreaterThan(0);
  });

  it('answers cities whose name starts with the query, the most populous first, with their coordinates', async () => {
    const results = await search('pari');
    expect(results[0]).toEqual({
      id: expect.any(Number),
      name: 'Paris',
      region: null,
      country: 'France',
      countryCode: 'FR',
      lat: expect.closeTo(48.85, 1),
      lng: expect.closeTo(2.35, 1),
      label: 'Paris, France',
    });
    for (const place of results) expect(normalizePlaceText(place.name).startsWith('pari')).toBe(true);
    expect(results.length).toBe(8);
  });

  it('ignores case and accents, and names US states and UK nations', async () => {
    expect((await search('SAO PAU'))[0].label).toBe('São Paulo, Brazil');
    expect((await search('austin'))[0].label).toBe('Austin, TX, United States');
    expect((await search('manchester'))[0].label).toBe('Manchester, England, United Kingdom');
  });

  it("narrows by country or region after a comma: 'london, ca' is London, Ontario first", async () => {
    const results = await search('london, ca');
    expect(results[0]).toMatchObject({ name: 'London', countryCode: 'CA' });
    expect(results.every((p) => p.countryCode === 'CA' || p.region === 'CA')).toBe(true);
  });

  it('takes a limit up to 20 and refuses more', async () => {
    expect(await search('san', '&limit=20')).toHaveLength(20);
    expect((await api.get('/api/places?q=san&limit=21')).statusCode).toBe(400);
    expect((await api.get(`/api/places?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect(await search('zzzzqqq')).toEqual([]);
  });

  it("reads only the prefix's own range of the sorted names, and no database beyond the session check, even for the broadest 2-letter prefixes", async () => {
    const queries = ['sa', 'ba', 'ma', 'ca', 'la', 'pa', 'be', 'new', 'san j', 'londo'];
    // The index itself: a binary search to the first name with the prefix, then the names that
    // have it and one more, never the whole list (which a scan would read).
    const places = gazetteer();
    const target = places as unknown as { sortedKeys: string[] };
    const keys = target.sortedKeys;
    const binarySearchSteps = Math.ceil(Math.log2(keys.length + 1));
    for (const q of queries) {
      const prefix = normalizePlaceText(q);
      const inRange = keys.filter((k) => k.startsWith(prefix)).length;
      let read = 0;
      target.sortedKeys = new Proxy(keys, {
        get(array, property, receiver) {
          if (typeof property === 'string' && /^\d+$/.test(property)) read += 1;
          return Reflect.get(array, property, receiver);
        },
      });
      try {
        expect(places.search(q, 8).length, q).toBeGreaterThan(0);
      } finally {
        target.sortedKeys = keys;
      }
      expect(read, q).toBeLessThanOrEqual(binarySearchSteps + inRange + 1);
      expect(inRange, q).toBeLessThan(keys.length / 10);
    }
    // Through HTTP: the same statements as a query too short to search (the session check
    // alone), and a page of 8 at most.
    await search('');
    const { queries: baseline } = await queriesDuring(ctx.db, () => search(''));
    for (const q of queries) {
      const { result, queries: ran } = await queriesDuring(ctx.db, () => search(q));
      expect(result.length, q).toBeGreaterThan(0);
      expect(result.length, q).toBeLessThanOrEqual(8);
      expect(
        ran.map((r) => r.text),
        q,
      ).toEqual(baseline.map((r) => r.text));
    }
  });
});
