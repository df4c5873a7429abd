// npm run profile:web [-- /workouts]: a CPU profile of one signed-in load of a page of the built
// demo (4x CPU slowdown, Lighthouse's phone screen), self time grouped by script and by function:
// where the main thread goes. A tool to find what to fix, not a benchmark (bench:web measures).
// Function names are readable with an unminified build: `npx vite build --minify false`.
import { startDemoApp } from './demo-app';
import { launchChrome, signIn } from './lighthouse-run';

const target = process.argv[2] ?? '/dashboard';
const app = await startDemoApp('liam.runs', console.log);
const browser = await launchChrome();
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await signIn(browser, page, { origin: app.url, cookie: app.cookie, user: app.user });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${app.url}${target}`, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 1500));
  const { profile } = await cdp.send('Profiler.stop');
  // Each sample is the node running at that moment; its delta is the time since the previous one.
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const dt = new Map<number, number>();
  for (let i = 0; i < samples.length; i++) dt.set(samples[i], (dt.get(samples[i]) ?? 0) + (deltas[i] ?? 0) / 1000);
  const byFn = new Map<string, number>();
  const byUrl = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const t = dt.get(node.id) ?? 0;
    const f = node.callFrame;
    if (['(idle)', '(program)', '(garbage collector)'].includes(f.functionName)) continue;
    total += t;
    const url = f.url.replace(/^https?:\/\/[^/]+/, '');
    const key = `${f.functionName || '(anon)'} ${url}:${f.lineNumber}`;
    byFn.set(key, (byFn.get(key) ?? 0) + t);
    byUrl.set(url, (byUrl.get(url) ?? 0) + t);
  }
  console.log(`total JS self time ${total.toFixed(0)} ms (throttled)`);
  for (const [k, v] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 10))
    console.log(`${v.toFixed(0).padStart(6)}  ${k}`);
  for (const [k, v] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 45))
    console.log(`${v.toFixed(0).padStart(6)}  ${k}`);
} finally {
  await browser.close();
  await app.stop();
}
