export const securityKeys = {
  all: ['security'] as const,
  overview: ['security', 'overview'] as const,
  passkeys: ['security', 'passkeys'] as const,
  sessions: ['security', 'sessions'] as const,
};
