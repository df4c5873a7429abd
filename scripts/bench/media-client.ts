// bench:media's client side: how its requests are made and timed, the same for every table.
import http from 'node:http';
import { median } from './bench-database';

// The clients read with node:http on kept-alive connections, counting bytes as they come: fetch's
// web streams cost this machine about as much CPU per byte as the servers spend sending them, and
// the clients share two cores with the app and the S3 server (a browser on a phone costs it nothing).
const clientAgent = new http.Agent({ keepAlive: true });

/**
 * Downloads `url` whole, counting bytes without keeping them; answers ms and bytes. Follows one
 * redirect, as a browser does with the signed link (sending the same Range again), and counts it.
 */
export function download(url: string, headers: Record<string, string> = {}, t = performance.now(), redirects = 1) {
  return new Promise<{ ms: number; bytes: number }>((resolve, reject) => {
    http
      .get(url, { headers, agent: clientAgent }, (res) => {
        if (res.statusCode === 302 && res.headers.location && redirects > 0) {
          res.resume();
          return download(new URL(res.headers.location, url).href, headers, t, redirects - 1).then(resolve, reject);
        }
        if (res.statusCode !== 200 && res.statusCode !== 206) {
          res.resume();
          return reject(new Error(`GET ${url}: ${res.statusCode}`));
        }
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.once('end', () => resolve({ ms: performance.now() - t, bytes }));
        res.once('error', reject);
      })
      .once('error', reject);
  });
}

/** Where `url` redirects to: the signed link a browser holds once it has loaded a video. */
export function redirectTarget(url: string) {
  return new Promise<string>((resolve, reject) => {
    http
      .get(url, { agent: clientAgent }, (res) => {
        res.resume();
        if (res.statusCode !== 302 || !res.headers.location) return reject(new Error(`GET ${url}: ${res.statusCode}`));
        resolve(new URL(res.headers.location, url).href);
      })
      .once('error', reject);
  });
}

/** Rounds not timed before the rest: the first ones open connections and warm the servers up. */
const WARM_ROUNDS = 2;

/**
 * Makes each request in turn, round after round (a passing disturbance hits them all alike), for
 * `runs` timed rounds after the warm-up ones; answers each request's p50 in ms.
 */
export async function p50InTurn<K extends string>(
  requests: Record<K, () => Promise<unknown>>,
  runs: number,
): Promise<Record<K, number>> {
  const entries = Object.entries(requests) as [K, () => Promise<unknown>][];
  const times = new Map<K, number[]>(entries.map(([key]) => [key, []]));
  for (let round = 0; round < WARM_ROUNDS + runs; round++) {
    for (const [key, request] of entries) {
      const t = performance.now();
      await request();
      if (round >= WARM_ROUNDS) times.get(key)!.push(performance.now() - t);
    }
  }
  return Object.fromEntries([...times].map(([key, list]) => [key, median(list)])) as Record<K, number>;
}
