import type { SecurityOverview } from '@common/schemas/security';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { securityKeys } from './keys';

/** GET /api/account/security: two-step sign-in on or off, recovery codes left, passkeys, recent sign-in. */
export function useSecurityOverview() {
  return useQuery({
    queryKey: securityKeys.overview,
    queryFn: ({ signal }) => api.get<SecurityOverview>('/api/account/security', { signal }),
    staleTime: 0,
  });
}
