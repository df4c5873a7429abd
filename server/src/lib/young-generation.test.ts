import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../paths';
import { YOUNG_GENERATION_FLAG } from './young-generation';

// A process serves a 4 MB file 120 times over HTTP on loopback to a client of its own (480 MB in
// 64 KB chunks, each dropped once sent or read) and counts V8's full collections (mark-compacts).
// Counted, not timed: each stops the process for milliseconds, and Node 24 ran one per file or two.
const program = `
  import { createReadStream } from 'node:fs';
  import http from 'node:http';
  import { constants, PerformanceObserver } from 'node:perf_hooks';
  import { keepYoungGenerationSmall } from ${JSON.stringify(path.join(import.meta.dirname, 'young-generation.ts'))};
  if (process.env.KEEP_SMALL === '1') keepYoungGenerationSmall();
  // What a running app holds for good (its modules, caches, pools): with the old generation this
  // size, each full collection costs as it does in the server.
  globalThis.kept = Array.from({ length: 300_000 }, (_, i) => ({ i, name: 'member ' + i }));
  let fullCollections = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) fullCollections++;
  }).observe({ entryTypes: ['gc'] });
  const server = http.createServer((req, res) => createReadStream(process.env.FILE).pipe(res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const agent = new http.Agent({ keepAlive: true });
  for (let i = 0; i < 120; i++) {
    await new Promise((resolve, reject) =>
      http.get({ host: '127.0.0.1', port: server.address().port, agent }, (res) => res.resume().once('end', resolve)).once('error', reject),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  console.log(fullCollections);
  process.exit(0);
`;

const dir = mkdtempSync(path.join(tmpdir(), 'fc-young-generation-'));
const file = path.join(dir, 'photo.bin');
writeFileSync(file, Buffer.alloc(4 * 1024 * 1024, 7));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fullCollections = (env: Record<string, string>, args: string[] = []) =>
  Number(
    execFileSync(process.execPath, [...args, '--import', 'tsx', '--input-type=module', '-e', program], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, FILE: file, ...env },
      encoding: 'utf8',
    }).trim(),
  );

// V8 13.6 (Node 24) raised the young generation's ceiling; Node 22's V8 is not affected.
const [major, minor] = process.versions.v8.split('.').map(Number);
const affected = major > 13 || (major === 13 && minor >= 6);

describe('keepYoungGenerationSmall', () => {
  it('short-lived buffers are collected young: a few full collections for 480 MB streamed', () => {
    expect(fullCollections({ KEEP_SMALL: '1' })).toBeLessThanOrEqual(5);
  });

  it.runIf(affected)('without it, this runtime collects them with a full collection per few files', () => {
    expect(fullCollections({ KEEP_SMALL: '0' })).toBeGreaterThan(20);
  });

  it("leaves an operator's own value alone", () => {
    const given = ['--scavenger-max-new-space-capacity-mb=32'];
    expect(fullCollections({ KEEP_SMALL: '1' }, given)).toBeGreaterThan(affected ? 20 : -1);
  });

  // package.json cannot import the constant, so it writes the flag out: the scripts that stream
  // files must keep saying the same.
  it('npm start and the media scripts pass the same flag', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8'));
    for (const name of ['start', 'media:migrate', 'bench:media']) {
      expect(scripts[name].split(' '), name).toContain(YOUNG_GENERATION_FLAG);
    }
  });
});
