// What other features may use of the chat feature (issue 31): nothing. Its page is loaded lazily
// by the router, by path.
export {};
