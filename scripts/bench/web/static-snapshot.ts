import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { launchChrome, type SignedIn, signIn } from './lighthouse-run';

/** Lighthouse's mobile screen (Moto G Power), so the snapshot is the page the runs see. */
const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * The dashboard as the app rendered it for the member, frozen: the HTML after the feed and its
 * images loaded, without a single script (nor module preloads). Its stylesheet and images are
 * the app's own URLs, so the baseline loads the very same CSS and image files.
 */
export async function captureDashboard(signedIn: SignedIn): Promise<string> {
  const browser = await launchChrome();
  try {
    const page = await browser.newPage();
    await page.setViewport(MOBILE);
    await signIn(browser, page, signedIn);
    await page.goto(`${signedIn.origin}/dashboard`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('ul[aria-label="Feed"] img');
    // Images the browser chose to load are in; lazy ones below the fold never start, so wait no longer.
    await page.evaluate(() =>
      Promise.race([
        Promise.all([...document.images].filter((img) => img.complete).map((img) => img.decode().catch(() => {}))),
        new Promise((resolve) => setTimeout(resolve, 3000)),
      ]),
    );
    const html = await page.evaluate(() => `<!doctype html>\n${document.documentElement.outerHTML}`);
    return stripScripts(html);
  } finally {
    await browser.close();
  }
}

export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*>/gi, '')
    .replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript>/gi, '');
}

/**
 * Serves the snapshot at / (gzipped, as any static host would) and passes every other request
 * (its stylesheet, fonts and images) through to the app, so both are measured with the same files
 * and the same headers.
 */
export function serveSnapshot(html: string, appOrigin: string): Promise<{ url: string; close: () => Promise<void> }> {
  const gzipped = gzipSync(html, { level: 9 });
  const app = new URL(appOrigin);
  const server = http.createServer((req, res) => {
    if (req.url === '/' || req.url === '/dashboard') {
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(gzip ? gzipped : html);
      return;
    }
    const upstream = http.request(
      { host: app.hostname, port: app.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
