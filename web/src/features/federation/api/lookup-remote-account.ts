import type { RemoteAccount } from '@common/federation';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { federationKeys } from './keys';

/**
 * GET /api/federation/lookup?handle=@name@server: the account, or null when the server knows no
 * such person. A bad handle answers 400 and an unreachable server 502, both with a message.
 */
export function useRemoteLookup(handle: string | null) {
  return useQuery({
    queryKey: federationKeys.lookup(handle ?? ''),
    enabled: handle !== null,
    // The remote server's answer, not ours: asking again at once would not change it.
    retry: false,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      api
        .get<{ account: RemoteAccount | null }>(
          `/api/federation/lookup?${new URLSearchParams({ handle: handle ?? '' })}`,
          {
            signal,
          },
        )
        .then((answer) => answer.account),
  });
}
