// Query keys of the federation feature (issue 37): one place, so a write refreshes what it changed.
export const federationKeys = {
  all: ['federation'] as const,
  me: ['federation', 'me'] as const,
  lookups: ['federation', 'lookup'] as const,
  lookup: (handle: string) => ['federation', 'lookup', handle] as const,
  followers: ['federation', 'followers'] as const,
  blockedServers: ['federation', 'blocked-servers'] as const,
  blockedAccounts: ['federation', 'blocked-accounts'] as const,
};
