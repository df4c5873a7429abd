import { z } from 'zod';

// Issue 37: the federation JSON API shared by the server and the web (the contract between the
// federation core and content sides). A remote account is known by our own id for it.

/** `@name@server` (the leading @ optional), server a host name with an optional port. */
export const REMOTE_HANDLE = /^@?([A-Za-z0-9_.-]{1,100})@([A-Za-z0-9.-]{1,253}(?::\d{1,5})?)$/;

export const FEDERATION_MESSAGES = {
  badHandle: 'Enter an address like @name@server.example',
  unreachable: 'That server could not be reached. Try again later.',
  badHost: 'Enter a server name like server.example',
  noSuchAccount: 'No account by that address was found on its server.',
} as const;

export const followStateSchema = z.enum(['none', 'pending', 'accepted']);

export const remoteAccountSchema = z
  .object({
    id: z.string().describe('Our id for the remote account (used in the follow and block paths).'),
    handle: z.string().describe('`@name@server`'),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    profileUrl: z.string(),
    server: z.string(),
    following: followStateSchema.describe('Whether the signed-in member follows this account.'),
    blocked: z.boolean().describe('Whether the signed-in member blocked this account.'),
  })
  .meta({ id: 'RemoteAccount' });
export type RemoteAccount = z.infer<typeof remoteAccountSchema>;

export const federationMeSchema = z
  .object({ enabled: z.boolean(), handle: z.string().describe('`@username@host` of this server') })
  .meta({ id: 'FederationMe' });
export type FederationMe = z.infer<typeof federationMeSchema>;
export const federationMeBodySchema = z.object({ enabled: z.boolean() });

export const lookupQuerySchema = z.object({ handle: z.string().min(3).max(400) });
export const lookupResultSchema = z.object({ account: remoteAccountSchema.nullable() }).meta({ id: 'RemoteLookup' });

export const remoteFollowerSchema = remoteAccountSchema
  .extend({ status: z.enum(['pending', 'accepted']) })
  .meta({ id: 'RemoteFollower' });
export type RemoteFollower = z.infer<typeof remoteFollowerSchema>;
export const remoteFollowersPageSchema = z
  .object({ items: z.array(remoteFollowerSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'RemoteFollowersPage' });
export const followersQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});

export const remoteIdParamSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });

export const blockedServerSchema = z.object({ host: z.string(), blockedAt: z.string() }).meta({ id: 'BlockedServer' });
export const blockedServersSchema = z.object({ items: z.array(blockedServerSchema) }).meta({ id: 'BlockedServers' });
export const blockServerBodySchema = z.object({
  host: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]{1,253}(:\d{1,5})?$/, FEDERATION_MESSAGES.badHost),
});
export const hostParamSchema = z.object({ host: z.string().min(1).max(260) });

/** A remote account an admin blocked for the whole instance. */
export const blockedAccountSchema = z
  .object({ id: z.string(), handle: z.string(), server: z.string(), blockedAt: z.string() })
  .meta({ id: 'BlockedRemoteAccount' });
export const blockedAccountsSchema = z
  .object({ items: z.array(blockedAccountSchema) })
  .meta({ id: 'BlockedRemoteAccounts' });
export type BlockedAccount = z.infer<typeof blockedAccountSchema>;
export const blockAccountBodySchema = z.object({
  handle: z.string().trim().regex(REMOTE_HANDLE, FEDERATION_MESSAGES.badHandle),
});

/** Where a feed item or comment came from, when another server (null for our own). */
export const remoteOriginSchema = z
  .object({ server: z.string(), url: z.string(), handle: z.string() })
  .nullable()
  .meta({ id: 'RemoteOrigin' });
export type RemoteOrigin = z.infer<typeof remoteOriginSchema>;
