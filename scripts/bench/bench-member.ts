/** The member `npm run seed:large` makes for the benchmarks: id 1, following 200 people. */
export const BENCH_USERNAME = 'bench_1';
export const BENCH_PASSWORD = 'benchmark';
/** A second bench member (id 2) who follows 2,000 people (issue 19: the feed of a heavy follower). */
export const BENCH_MANY_USERNAME = 'bench_2';
