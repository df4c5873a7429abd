// Business constants and limits (spec section 9). One place, used by server and web.

export const MB = 1024 * 1024;

export const LIMITS = {
  imageMaxBytes: 5 * MB,
  videoMaxBytes: 50 * MB,
  videoMaxSeconds: 45,
  usernameMin: 3,
  usernameMax: 30,
  passwordMin: 6,
  // argon2 hashing cost grows with input; a cap keeps a login request cheap.
  passwordMax: 128,
  /** The longest email address (RFC 5321); sign-in takes a username or an address up to it. */
  emailMax: 254,
  settingsNameMin: 2,
  nameMax: 100,
  bioMax: 250,
  /** A direct message left unread this long sends its email (issue 18), if the member chose email. */
  unreadEmailDelayMinutes: 15,
  heightMinCm: 100,
  heightMaxCm: 250,
  weightMinKg: 30,
  weightMaxKg: 300,
  dateOfBirthMin: '1900-01-01',
  placeSearchMinChars: 2,
  nearbyRadiusKmDefault: 10,
  sidebarGyms: 2,
  sidebarFriendSuggestions: 3,
  suggestedUsersLimit: 10,
  /** The most members one page of people search or suggestions asks for (`?limit=`). */
  peopleLimitMax: 50,
  userSearchDebounceMs: 300,
  /**
   * Longest search text (characters, after trimming) of the header search and its results page:
   * people, gyms, workout plans, clubs and challenges all accept this much. The search boxes take
   * no more.
   */
  searchTextMax: 100,
  profileFetchRetries: 3,
  profileFetchRetryDelayMs: 1000,
  queryStaleMs: 5 * 60 * 1000,
  queryGcMs: 10 * 60 * 1000,
  logoutRedirectDelayMs: 100,
  chatSocketOpenTimeoutMs: 3000,
  chatScrollDelayMs: 100,
  toastLimit: 1,
  toastDurationMs: 5000,
  avatarInitialsMax: 2,
  progressMax: 100,
  tempMessagePrefix: 'temp-',
  pageSizeDefault: 20,
  pageSizeMax: 100,
} as const;

/** Longest chat message body (characters, after trimming): direct and club conversations alike. */
export const MESSAGE_MAX_CHARS = 2000;

export const DEFAULT_MAP_CENTER = { lat: 40.7128, lng: -74.006 } as const;
export const MAP_HEIGHT_PX = 400;
export const MAP_MARKER_PX_PER_DEGREE = 1000;
