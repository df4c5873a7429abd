// What other features may use of the history-import feature (issue 31): nothing. Its page is
// loaded lazily by the router, by path; the workouts page links to it.
export {};
