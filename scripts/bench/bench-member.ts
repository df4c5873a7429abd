/** The member `npm run seed:large` makes for the benchmarks: id 1, following 200 people. */
export const BENCH_USERNAME = 'bench_1';
export const BENCH_PASSWORD = 'benchmark';
