import { once } from 'node:events';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { ACTIVITY_MESSAGES as M } from '@common/activities-texts';
import { ACTIVITY_LIMITS } from '@common/schemas/activities';
import { MESSAGES } from '@common/texts';
import { describe, expect, it } from 'vitest';
import { toGpx } from '../../db/seed/tracks/gpx';
import { buildRoute } from '../../db/seed/tracks/route';
import { buildSignedInUser } from '../../test/factories';
import { activityRowCounts, filesIn, multipart, uploadFile } from '../../test/factories/activities';
import { toFit } from '../../test/fixtures/activities/fit';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const points = () => buildRoute({ stretches: [{ metres: 600, speed: 3 }], elevation: () => 20 });
const gpx = (p = points()) => toGpx(p);

const XXE = `<?xml version="1.0"?>
<!DOCTYPE gpx [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<gpx version="1.1" creator="x"><trk><name>&xxe;</name><trkseg>
<trkpt lat="51.5" lon="-0.1"><time>2026-01-01T10:00:00Z</time></trkpt></trkseg></trk></gpx>`;

const LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<gpx><trk><name>&lol9;</name></trk></gpx>`;

function fitWithBadCrc(): Uint8Array {
  const bytes = toFit(points());
  const broken = Uint8Array.from(bytes);
  broken[40] ^= 0xff; // a byte inside the data: the file's CRC no longer matches
  return broken;
}

const cases: { name: string; file: string; bytes: () => Uint8Array | string; message: string | RegExp }[] = [
  {
    name: 'malformed XML',
    file: 'cut.gpx',
    bytes: () => gpx().slice(0, 900),
    // The position once, then saxes's reason: not 'line 16:77: 16:77: unclosed tag'.
    message: /^This file is not well-formed XML .*\(line \d+:\d+: [a-z]/,
  },
  { name: 'a DOCTYPE with an external entity (XXE)', file: 'xxe.gpx', bytes: () => XXE, message: M.xmlDoctype },
  { name: 'entity expansion ("billion laughs")', file: 'lol.gpx', bytes: () => LAUGHS, message: M.xmlDoctype },
  { name: 'a FIT file with a bad CRC', file: 'bad.fit', bytes: fitWithBadCrc, message: M.fitBadCrc },
  {
    name: 'a truncated FIT file',
    file: 'cut.fit',
    bytes: () => toFit(points()).subarray(0, 500),
    message: M.fitTruncated,
  },
  {
    name: 'a GPX with no track points (a planned route)',
    file: 'route.gpx',
    bytes: () => '<?xml version="1.0"?><gpx version="1.1" creator="x"><rte><rtept lat="51.5" lon="-0.1"/></rte></gpx>',
    message: M.noTrackPoints,
  },
  {
    name: 'a GPX without timestamps',
    file: 'plan.gpx',
    bytes: () => gpx().replace(/<time>[^<]*<\/time>/g, ''),
    message: M.noTimestamps,
  },
  {
    name: 'timestamps out of order',
    file: 'order.gpx',
    bytes: () => {
      const p = points();
      [p[10].timeMs, p[11].timeMs] = [p[11].timeMs, p[10].timeMs];
      return gpx(p);
    },
    message: /^The timestamps in this file go backwards: point 12 \(/,
  },
  {
    name: 'timestamps in the future',
    file: 'future.gpx',
    bytes: () => toGpx(buildRoute({ start: new Date(Date.now() + 3600_000), stretches: [{ metres: 300, speed: 3 }] })),
    message: M.timeInFuture,
  },
  {
    name: 'coordinates out of range',
    file: 'range.gpx',
    bytes: () => gpx().replace(/lat="51\.5[0-9]*"/, 'lat="91.2"'),
    message: /^This file has coordinates out of range .*: point 1 is at 91\.2, /,
  },
  {
    name: 'a zip bomb (.gz expanding past the limit)',
    file: 'bomb.gpx.gz',
    bytes: () => gzipSync(Buffer.alloc(ACTIVITY_LIMITS.gzipMaxBytes + 1024 * 1024, 0x20)),
    message: M.gzipTooLarge,
  },
  { name: 'a damaged .gz', file: 'x.gz', bytes: () => gzipSync(gpx()).subarray(0, 200), message: M.gzipBroken },
  {
    name: 'something that is not an activity (a PNG)',
    file: 'photo.gpx',
    bytes: () => Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    message: M.unknownFormat,
  },
  {
    name: 'XML that is neither GPX nor TCX',
    file: 'kml.gpx',
    bytes: () => '<?xml version="1.0"?><kml><Document/></kml>',
    message: M.unknownFormat,
  },
];

describe('a refused upload gets a clear 400 and leaves nothing in the database or the media store', () => {
  for (const c of cases) {
    it(`refuses ${c.name}`, async () => {
      const { user, cookie } = await buildSignedInUser(ctx.db);
      const files = filesIn(ctx.config.uploadDir).length;
      const res = await uploadFile(ctx.app, c.file, c.bytes(), { cookie });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      if (typeof c.message === 'string') expect(body.message).toBe(c.message);
      else expect(body.message).toMatch(c.message);
      expect(body.errors.file).toBe(body.message);
      expect(await activityRowCounts(ctx.db, user.id)).toEqual({ activities: 0, tracks: 0, efforts: 0, media: 0 });
      expect(filesIn(ctx.config.uploadDir)).toHaveLength(files);
    });
  }

  it('refuses a request without a file', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const { multipart } = await import('../../test/factories/activities');
    const { payload, headers } = await multipart(null, { sport: 'run' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/activities/upload',
      payload,
      headers: { ...headers, cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.noFile);
  });
});

describe("a body that is not a whole multipart form is the client's error (issue 31)", () => {
  const post = (cookie: string, headers: Record<string, string>, payload: string | Buffer) =>
    ctx.app.inject({ method: 'POST', url: '/api/activities/upload', headers: { ...headers, cookie }, payload });

  it('no boundary: 400', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await post(cookie, { 'content-type': 'multipart/form-data' }, 'file');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: M.brokenUpload, errors: { file: M.brokenUpload } });
  });

  it('cut short inside the file: 400, and nothing stored', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const { payload, headers } = await multipart({ name: 'run.gpx', bytes: gpx() });
    const res = await post(cookie, headers, payload.subarray(0, payload.length - 200));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(M.brokenUpload);
    expect(await activityRowCounts(ctx.db, user.id)).toEqual({ activities: 0, tracks: 0, efforts: 0, media: 0 });
  });

  it('a JSON body: 415 Unsupported Media Type, not 406', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await post(cookie, { 'content-type': 'application/json' }, JSON.stringify({ file: 'run.gpx' }));
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toEqual({ message: M.notMultipart, errors: { file: M.notMultipart } });
  });

  it('a NUL character in a field or the file name: 400, not a database error', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    for (const [name, fields, field] of [
      ['run.gpx', { title: 'Morning\u0000run' }, 'title'],
      ['run\u0000.gpx', {}, 'file'],
    ] as const) {
      const res = await uploadFile(ctx.app, name, gpx(), { cookie, fields });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.nulCharacter, errors: { [field]: MESSAGES.nulCharacter } });
    }
    expect(await activityRowCounts(ctx.db, user.id)).toEqual({ activities: 0, tracks: 0, efforts: 0, media: 0 });
  });
});

describe('the size limit', () => {
  it('refuses a file over 25 MB while it streams in, without reading the rest (real HTTP, chunked)', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const boundary = 'fitcircle-test-boundary';
    const offered = 200 * 1024 * 1024;
    const chunk = Buffer.alloc(256 * 1024, 0x41);
    const request = http.request(`${address}/api/activities/upload`, {
      method: 'POST',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    request.on('error', () => {}); // the server may close the connection while we still write
    const response = new Promise<{ status: number; body: string }>((resolve) => {
      // The server closes the connection once it has answered. When our unread bytes are still
      // in its socket then, its kernel resets the connection and the 413 can be lost on the way
      // (a race that load on the machine makes likely): the request then closes without a
      // response, which is also a refusal while streaming.
      request.on('close', () => resolve({ status: 0, body: '' }));
      request.on('response', (res) => {
        let body = '';
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
    });
    let answered = false;
    void response.then(() => {
      answered = true;
    });
    let written = 0;
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.gpx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    while (written < offered && !answered && !request.destroyed) {
      written += chunk.length;
      if (!request.write(chunk)) {
        // The server may close the connection mid-write (EPIPE): once() then rejects, which only
        // means the sending is over; the 413 already answered is read below.
        const drained = once(request, 'drain').catch(() => {});
        await Promise.race([drained, response, new Promise((r) => setTimeout(r, 2000))]);
      }
    }
    const { status, body } = await response;
    request.destroy();
    if (status !== 0) {
      expect(status).toBe(413);
      expect(JSON.parse(body).message).toBe(M.tooLarge);
    }
    // Refused at the limit: the sender never got to push more than the limit plus what the
    // sockets buffer, far from the 200 MB on offer.
    expect(written).toBeLessThan(ACTIVITY_LIMITS.uploadMaxBytes + 16 * 1024 * 1024);
    expect(await activityRowCounts(ctx.db, user.id)).toMatchObject({ activities: 0, media: 0 });
  });

  it('refuses a declared length over the limit before reading any of it', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/activities/upload',
      payload: 'x',
      headers: {
        cookie,
        'content-type': 'multipart/form-data; boundary=b',
        'content-length': String(30 * 1024 * 1024),
      },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(M.tooLarge);
  });
});
