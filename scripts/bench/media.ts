// npm run bench:media: the figures issue 36 names, on this machine, the disk and the bucket in the
// same run. Two app instances, each in a process of its own (media-app.ts: one on the disk, one on
// an S3-protocol server), reached over HTTP on loopback by clients in this process:
// 1. Upload of a 5 MB photo and a 50 MB video (POST /api/upload/media, as the composer sends them).
// 2. Serving them (GET /uploads/<key>, whole, and a 1 MB range of the video as a seek asks for),
//    one request at a time, disk and bucket alternating: p50 and the ratio bucket / disk (goal
//    within 1.5x for serving). The bucket both ways the app serves it: streamed through the app,
//    and (a third instance, S3_PUBLIC_URL) by a redirect to a signed link the client follows. The
//    range also from the link alone, as a browser reads a seek in a video it has already loaded,
//    and the redirect alone (beside /healthz): the app's whole part of serving by link.
// 3. Memory while 10 clients download the 50 MB video at once from each backend: the app
//    process's resident memory sampled every 20 ms, its peak over the level before (goal: flat,
//    far below the 500 MB sent).
// 4. What signing a link costs the S3_PUBLIC_URL instance per redirect: signed each time against
//    remembered for its window (s3-storage.ts), CPU per link in this process.
// 5. One relay hop with nothing of the app or of S3 (bare-relay.ts): the least that streaming
//    through the app can cost over its source on these cores.
// The S3 server (s3rver, the tests' one) runs in a child process too. It keeps files on this
// machine's disk: the ratio is the cost of the S3 protocol and of the app's streaming from it, not
// of a network. Creates a throwaway database on BENCH_DATABASE_URL (default: the machine's test
// PostgreSQL) and drops it at the end. Reads memory from /proc: Linux only.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildConfig, type S3Settings } from '../../server/src/config';
import { migrate } from '../../server/src/db/migrate';
import { createPool } from '../../server/src/db/pool';
import { s3Storage } from '../../server/src/modules/media/s3-storage';
import { buildSignedInUser } from '../../server/src/test/factories';
import { measureBareRelay } from './bare-relay';
import { createBenchDatabase, loadLine, median, ms } from './bench-database';
import { download, p50InTurn, redirectTarget } from './media-client';
import { makePhoto, makeVideo } from './media-files';
import { BUCKET, PIN, residentBytes, startApp, startS3Server, V8_SETTING } from './media-processes';

const SERVE_RUNS = Number(process.env.BENCH_RUNS ?? 30);

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/**
 * The link instance's own work per redirect: a link signed for every request against the links
 * remembered for their window (s3-storage.ts), for the same keys asked over and over as a feed's
 * viewers ask for them. CPU time per link, in this process.
 */
async function compareLinkSigning(settings: S3Settings, keys: string[]) {
  const perLink: Record<string, number> = {};
  for (const [label, rememberedLinks] of [
    ['signed each time', 0],
    ['remembered', undefined],
  ] as const) {
    const storage = s3Storage(settings, { rememberedLinks });
    const sign = (i: number) => storage.signedUrl!(keys[i % keys.length], { contentType: 'image/jpeg' });
    for (let i = 0; i < 500; i++) await sign(i);
    const runs = 5000;
    const before = process.cpuUsage();
    for (let i = 0; i < runs; i++) await sign(i);
    const used = process.cpuUsage(before);
    perLink[label] = (used.user + used.system) / 1000 / runs;
    await storage.close();
  }
  console.log('\nSigning the link of a redirect (S3_PUBLIC_URL), CPU per link\n');
  console.log('| signed each time | remembered for its window | remembered / each time |');
  console.log('| ---: | ---: | ---: |');
  const [each, remembered] = [perLink['signed each time'], perLink.remembered];
  console.log(`| ${each.toFixed(3)} ms | ${remembered.toFixed(4)} ms | ${(remembered / each).toFixed(3)}x |`);
}

async function main() {
  console.log(loadLine());
  if (!V8_SETTING.length) console.log("the app and the S3 server with Node's own heap settings");
  if (PIN) {
    // This process (the clients) with every thread on core 1.
    execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
    console.log('cores pinned: the app instances on core 0, the S3 server and the clients on core 1');
  }
  const work = mkdtempSync(path.join(tmpdir(), 'fc-bench-media-'));
  const s3 = await startS3Server(path.join(work, 's3'));
  const bench = await createBenchDatabase('media');
  const db = createPool(bench.url, 10, () => {});
  const apps: Awaited<ReturnType<typeof startApp>>[] = [];
  try {
    await migrate(db);
    const base = { DATABASE_URL: bench.url };
    const backends = {
      disk: { ...base, DATA_DIR: path.join(work, 'disk') },
      s3: {
        ...base,
        DATA_DIR: path.join(work, 'bucket-instance'),
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: BUCKET,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      },
    };
    const instances = {
      ...backends,
      // The same bucket and database, serving by signed links: it serves the S3 instance's uploads.
      link: { ...backends.s3, DATA_DIR: path.join(work, 'link-instance'), S3_PUBLIC_URL: s3.endpoint },
    };
    const origin: Record<string, string> = {};
    const pid: Record<string, number> = {};
    for (const [label, env] of Object.entries(instances)) {
      const app = await startApp(env);
      apps.push(app);
      origin[label] = app.origin;
      pid[label] = app.pid;
    }
    const { cookie } = await buildSignedInUser(db);
    const photo = await makePhoto();
    const video = await makeVideo();
    console.log(`\nphoto: JPEG of ${mb(photo.length)}; video: MP4 of ${mb(video.length)}\n`);

    // 1. Uploads: the first of each is a warm-up.
    const uploadedUrl: Record<string, Record<string, string>> = { disk: {}, s3: {} };
    const uploadTimes: Record<string, Record<string, number[]>> = {
      disk: { photo: [], video: [] },
      s3: { photo: [], video: [] },
    };
    for (const [kind, bytes, mime, runs] of [
      ['photo', photo, 'image/jpeg', 5],
      ['video', video, 'video/mp4', 3],
    ] as const) {
      const body = JSON.stringify({
        fileData: `data:${mime};base64,${bytes.toString('base64')}`,
        fileName: 'f',
        fileType: mime,
      });
      for (let i = 0; i <= runs; i++) {
        for (const label of ['disk', 's3']) {
          const t = performance.now();
          const res = await fetch(`${origin[label]}/api/upload/media`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json' },
            body,
          });
          const took = performance.now() - t;
          if (!res.ok) throw new Error(`${label} ${kind} upload: ${res.status} ${await res.text()}`);
          const saved = (await res.json()) as { url: string };
          if (i > 0) uploadTimes[label][kind].push(took);
          uploadedUrl[label][kind] = saved.url;
        }
      }
    }

    console.log('Uploads (POST /api/upload/media over HTTP; the photo makes its 5 smaller copies), p50\n');
    console.log('| file | disk | S3 | S3 / disk |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const kind of ['photo', 'video']) {
      const [d, s] = [median(uploadTimes.disk[kind]), median(uploadTimes.s3[kind])];
      console.log(`| ${kind} | ${ms(d)} | ${ms(s)} | ${(s / d).toFixed(2)}x |`);
    }

    // 2. Serving, one request at a time, alternating backends; the first two rounds warm up.
    const cases: [string, string, Record<string, string>][] = [
      ['photo, whole', 'photo', {}],
      ['video, whole', 'video', {}],
      ['video, a 1 MB range (a seek)', 'video', { range: 'bytes=20000000-21048575' }],
    ];
    console.log(`\nServing (GET /uploads/<key> over HTTP, ${SERVE_RUNS} requests each, one at a time), p50\n`);
    console.log(
      '| request | bytes | disk | S3 | S3 / disk | S3, signed link | link / disk | the S3 server alone (no app) |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    const heldLinkSeeks: string[] = [];
    const servedBytes: Record<string, number> = {};
    for (const [label, kind, headers] of cases) {
      // A browser reads every later range of a video from the link it was redirected to, without
      // asking the app again (seen in Chromium: e2e/media-bucket.spec.ts): a seek in a video that
      // is already playing costs the link alone. Measured for the range, beside the redirect's way.
      const seek = Boolean(headers.range);
      const targets: Record<string, string> = {
        disk: `${origin.disk}${uploadedUrl.disk[kind]}`,
        s3: `${origin.s3}${uploadedUrl.s3[kind]}`,
        // The link instance serves the keys the S3 instance stored.
        link: `${origin.link}${uploadedUrl.s3[kind]}`,
        // The same object straight from the S3 server (it answers anonymously): the part of the
        // S3 column that is the test server's own work on this machine, not the app's.
        direct: `${s3.endpoint}/${BUCKET}/${uploadedUrl.s3[kind].replace('/uploads/', '')}`,
      };
      if (seek) targets.held = await redirectTarget(targets.link);
      let size = 0;
      const p50 = await p50InTurn(
        Object.fromEntries(
          Object.entries(targets).map(([backend, target]) => [
            backend,
            async () => {
              size = (await download(target, headers)).bytes;
            },
          ]),
        ),
        SERVE_RUNS,
      );
      if (!seek) servedBytes[kind] = size;
      const [d, s, link, alone] = [p50.disk, p50.s3, p50.link, p50.direct];
      console.log(
        `| ${label} | ${mb(size)} | ${ms(d)} | ${ms(s)} | ${(s / d).toFixed(2)}x | ${ms(link)} | ${(link / d).toFixed(2)}x | ${ms(alone)} |`,
      );
      if (seek) {
        const h = p50.held;
        heldLinkSeeks.push(`${label}: ${ms(h)}, ${(h / d).toFixed(2)}x the disk`);
      }
    }
    // The disk's and the streamed bucket's seeks go to /uploads/ each time: their columns above are
    // already what a browser does.
    for (const line of heldLinkSeeks) console.log(`\nBy the signed link the browser holds (no redirect), ${line}`);

    // The link instance's answer alone, not followed: all the app does for a file served by link,
    // beside its /healthz, the least any request costs here. Asked back to back, not between the
    // downloads above: timed right after a download, it would carry that download's clean-up too.
    const { redirect, healthz } = await p50InTurn(
      {
        redirect: () => redirectTarget(`${origin.link}${uploadedUrl.s3.photo}`),
        healthz: () => download(`${origin.link}/healthz`),
      },
      SERVE_RUNS,
    );
    console.log(
      `\nThe app's part of serving by link, the redirect alone: ${ms(redirect)} (/healthz: ${ms(healthz)}), p50`,
    );

    // 3. Memory: 10 clients download the video at once; the app's process is sampled.
    console.log('\nMemory while 10 clients download the 50 MB video at once (resident set of the app process)\n');
    console.log('| backend | before | peak during | peak - before | sent | took |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const backend of ['disk', 's3']) {
      const target = `${origin[backend]}${uploadedUrl[backend].video}`;
      await download(target);
      await new Promise((r) => setTimeout(r, 500));
      const before = residentBytes(pid[backend]);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, residentBytes(pid[backend]));
      }, 20);
      const t = performance.now();
      const results = await Promise.all(Array.from({ length: 10 }, () => download(target)));
      const took = performance.now() - t;
      clearInterval(sampler);
      const sent = results.reduce((sum, r) => sum + r.bytes, 0);
      console.log(`| ${backend} | ${mb(before)} | ${mb(peak)} | ${mb(peak - before)} | ${mb(sent)} | ${ms(took)} |`);
    }

    // 4. Signing links: what the link instance does for each redirect, in this process.
    await compareLinkSigning(
      buildConfig(instances.link).s3!,
      Object.values(uploadedUrl.s3).map((url) => url.replace('/uploads/', '')),
    );

    // 5. One bare relay hop, on a copy of the video's bytes: the photo's size, the whole, the range.
    const relayFile = path.join(work, 'relay-source');
    writeFileSync(relayFile, video);
    await measureBareRelay(
      relayFile,
      [
        { label: `the photo's size (${mb(servedBytes.photo)})`, range: `bytes=0-${servedBytes.photo - 1}` },
        { label: 'the video, whole' },
        { label: 'a 1 MB range', range: cases[2][2].range },
      ],
      SERVE_RUNS,
    );
  } finally {
    for (const app of apps) await app.stop();
    await db.end();
    await bench.drop();
    s3.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
