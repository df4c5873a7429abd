// What other features may use of the admin feature (issue 31): nothing. Its page is loaded lazily
// by the router, by path; the tabs it shows of other features (gyms) come from their indexes.
export {};
