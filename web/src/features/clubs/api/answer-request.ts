import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/**
 * An admin answers a request to join: POST /api/clubs/{id}/requests/{userId}/approve, or
 * DELETE /api/clubs/{id}/members/{userId} to decline it. A refusal reads the requests again too:
 * the request may have been answered by another admin, or may no longer be approvable (a block
 * between the member and the owner since they asked), and the server then lists it no more.
 */
export function useAnswerRequest(clubId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, approve }: { userId: number; approve: boolean }) =>
      approve
        ? api.post<void>(`/api/clubs/${clubId}/requests/${userId}/approve`)
        : api.delete<void>(`/api/clubs/${clubId}/members/${userId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: clubKeys.all }),
    onError: () => client.invalidateQueries({ queryKey: clubKeys.requests(clubId) }),
  });
}
