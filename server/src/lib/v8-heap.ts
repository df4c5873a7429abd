/**
 * Two V8 settings for a server that streams files, for a process's command line, where they hold
 * from the first allocation: `npm start` passes them (package.json writes them out; v8-heap.test.ts
 * checks the scripts), and so do the tests, the browser tests' server and the benchmarks that
 * start the server as a process.
 *
 * 1. The young generation's ceiling as it was up to V8 13.0 (Node 22), 8 MB. Node 24's V8 (13.6)
 *    raised it to 32 MB. Since then a short-lived Buffer (each 64 KB chunk of a file streamed from
 *    the disk or the bucket, each socket read, each upload) no longer brings on a cheap scavenge
 *    before the 64 MB external-memory limit starts a full mark-compact: serving a 3.7 MB photo ran
 *    one mark-compact per request and took four times as long (nodejs/node#61967 and #63863, open).
 * 2. The old generation may grow to twice its size between two full collections. V8 picks that
 *    headroom itself, between 10% and 300%, and picks 10% when the old generation grows slowly, as
 *    a server's does between bursts. But V8 starts marking as soon as the headroom is smaller than
 *    the young generation (16 MB with the setting above): with the app's 95 MB old generation, 10%
 *    is 9.5 MB, so each scavenge started a new full collection, back to back, while a video
 *    streamed. Traced in the app, 30 downloads of a 49 MB video: 48 to 56 mark-compacts in 4 runs
 *    of 6, each download 2.3 times as long (docs/perf/media.md); with 100%, 0 or 1 in 4 of 4.
 *    100% leaves 16 MB or more for any old generation of 16 MB or more (50% left a 20 MB one 10 MB,
 *    and streaming ran 37 to 69 of them). The cost: the heap may reach twice what it keeps before
 *    it is collected.
 */
export const V8_HEAP_FLAGS = ['--scavenger-max-new-space-capacity-mb=8', '--heap-growing-percent=100'] as const;

const flagName = (flag: string) => flag.replaceAll('_', '-').split('=')[0];

/**
 * The V8_HEAP_FLAGS missing from this process's command line (a value the operator gave there
 * counts, whatever it is), for the server to warn about. They are not set at run time instead:
 * Node's documentation of `v8.setFlagsFromString` warns that changing V8's settings after the VM
 * has started may crash it or lose data, and the young generation's ceiling did not hold when set
 * that way (a start-up that kept a million objects grew it to 128 MB anyway; docs/perf/media.md).
 */
export function missingV8HeapFlags(execArgv: readonly string[] = process.execArgv): string[] {
  const given = new Set(execArgv.map(flagName));
  return V8_HEAP_FLAGS.filter((flag) => !given.has(flagName(flag)));
}
