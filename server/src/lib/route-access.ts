// Who may call a route, as the OpenAPI document states it (plugins/openapi.ts). Every route is
// for signed-in members unless its schema spreads one of these; the route still checks the caller
// itself (requireUser, requireAdmin, requireMemberOrToken), and plugins/openapi.test.ts calls
// every route to prove the two agree.

/** Security schemes (components.securitySchemes). */
export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'fc_session',
    description: 'The httpOnly session cookie set by `POST /api/auth/login` (D1).',
  },
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal API token (`fct_...`, Settings > Account). Accepted only where an operation lists it; ' +
      'everywhere else a bearer header is ignored and the call answers 401. A password change or reset ' +
      "revokes every token of the member; a token never carries an admin's powers.",
  },
} as const;

type Security = { security: { [scheme: string]: string[] }[] };

/** Route schema fields that declare who may call a route (spread into `schema`). */
export const ACCESS = {
  /** No sign-in needed (registration, login, health, password reset, public files...). */
  public: { security: [] } as Security,
  /** The session cookie or a personal API token (activities). */
  memberOrToken: { security: [{ session: [] }, { apiToken: [] }] } as Security,
  /** Admins only: visitors 401, members 403 (Access Denied). */
  admin: { 'x-fitcircle-admin': true } as const,
};
