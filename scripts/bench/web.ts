// npm run bench:web [-- --runs 3 --member liam.runs --no-build --reports <dir>]
//
// Lighthouse 13 (default mobile config: simulated slow 4G and 4x CPU slowdown) on the seeded demo,
// signed in as a demo member, against the production build: the landing page, the dashboard and
// the workouts page, and as the baseline a static snapshot of the same rendered dashboard (same
// CSS and images, no scripts) served on this machine. Runs are interleaved (one of each page per
// round) so a busy moment on a shared machine weighs on every page alike; medians are printed with
// the dashboard's LCP over the snapshot's. Needs Debian's chromium (CHROME_PATH to override).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../../server/src/paths';
import { startDemoApp } from './web/demo-app';
import { type Figures, runLighthouse, type SignedIn } from './web/lighthouse-run';
import { captureDashboard, serveSnapshot } from './web/static-snapshot';
import { printSummary } from './web/summary';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    member: { type: 'string', default: 'liam.runs' },
    'no-build': { type: 'boolean', default: false },
    reports: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs));
const log = (m: string) => console.log(m);

if (!values['no-build']) {
  log('building (npm run build)');
  execFileSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}
const loadBefore = loadavg();
const app = await startDemoApp(values.member, log);
const signedIn: SignedIn = { origin: app.url, cookie: app.cookie, user: app.user };
let snapshot: Awaited<ReturnType<typeof serveSnapshot>> | undefined;
const samples = new Map<string, Figures[]>();
try {
  log('capturing the static snapshot of the dashboard');
  snapshot = await serveSnapshot(await captureDashboard(signedIn), app.url);
  const pages: [label: string, url: string, signedIn: SignedIn | null][] = [
    ['landing /', `${app.url}/`, null],
    ['dashboard', `${app.url}/dashboard`, signedIn],
    ['workouts', `${app.url}/workouts`, signedIn],
    ['static dashboard', `${snapshot.url}/`, null],
  ];
  if (values.reports) mkdirSync(values.reports, { recursive: true });
  for (let round = 1; round <= runs; round++) {
    for (const [label, url, session] of pages) {
      const save = values.reports
        ? (json: string) => writeFileSync(path.join(values.reports!, `${slug(label)}-${round}.json`), json)
        : undefined;
      const figures = await withRetry(() => runLighthouse(url, session, save), label);
      samples.set(label, [...(samples.get(label) ?? []), figures]);
      log(
        `run ${round} ${label.padEnd(17)} perf ${figures.performance}  FCP ${ms(figures.fcp)}  LCP ${ms(figures.lcp)}  ` +
          `TBT ${ms(figures.tbt)}  CLS ${figures.cls.toFixed(3)}  a11y ${figures.accessibility}  ` +
          `${figures.requests} requests, ${figures.kilobytes.toFixed(0)} KiB  LCP element: ${figures.lcpElement}`,
      );
    }
  }
} finally {
  await snapshot?.close();
  await app.stop();
}
printSummary(samples, { runs, loadBefore, loadAfter: loadavg() });

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART, NO_FCP): that run is tried again. */
async function withRetry<T>(run: () => Promise<T>, label: string, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !/^Lighthouse: /.test((err as Error).message)) throw err;
      log(`${label}: ${(err as Error).message.split('.')[0]}; running it again`);
    }
  }
}

function ms(value: number) {
  return `${Math.round(value)} ms`;
}

function slug(label: string) {
  return label.replace(/[^a-z]+/gi, '-').replace(/-$/, '');
}
