import v8 from 'node:v8';

const FLAG = 'scavenger-max-new-space-capacity-mb';

/**
 * V8's ceiling for the young generation as it was up to V8 13.0 (Node 22), 8 MB, for a process's
 * command line, where it holds from the first allocation: `npm start` passes it (package.json
 * writes it out; young-generation.test.ts checks the scripts), and so do the tests, the browser
 * tests' server and the benchmarks that start the server as a process.
 */
export const YOUNG_GENERATION_FLAG = `--${FLAG}=8`;

/**
 * Node 24's V8 (13.6) raised the young generation's ceiling from 8 to 32 MB. Since then a short-lived
 * Buffer (each 64 KB chunk of a file streamed from the disk or the bucket, each socket read, each
 * upload) no longer brings on a cheap scavenge before the 64 MB external-memory limit starts a full
 * mark-compact: on this project's machines serving a 3.7 MB photo ran one mark-compact per request
 * and took four times as long (nodejs/node#61967 and #63863, open; Node 22 is not affected).
 * Puts V8's earlier value back, for a server started without YOUNG_GENERATION_FLAG (`node
 * dist/server/server.js` by hand). It must run before the heap has grown, at the start of the
 * process: V8 keeps a young generation it has already enlarged. A value given on the command line wins.
 */
export function keepYoungGenerationSmall() {
  const given = process.execArgv.some((arg) => arg.replaceAll('_', '-').startsWith(`--${FLAG}`));
  if (!given) v8.setFlagsFromString(YOUNG_GENERATION_FLAG);
}
