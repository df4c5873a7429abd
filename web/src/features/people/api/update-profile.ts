import type { UpdateProfileInput } from '@common/schemas/people';
import type { User } from '@common/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth';
import { api } from '@/lib/api-client';
import { peopleKeys } from './query-keys';

/** PUT /api/users/{id}: answers the updated user. */
export function updateProfile(userId: number, input: UpdateProfileInput): Promise<User> {
  return api.put<User>(`/api/users/${userId}`, input);
}

/**
 * Saves the signed-in member's profile, then puts the answer in the session (header and avatar
 * refresh at once) and refreshes the cached profiles. Toasts are the caller's: Edit Profile and
 * Settings say different things.
 */
export function useUpdateProfile() {
  const { user, setUser } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => updateProfile(user!.id, input),
    onSuccess: (updated) => {
      setUser(updated);
      void queryClient.invalidateQueries({ queryKey: peopleKeys.profiles });
      void queryClient.invalidateQueries({ queryKey: peopleKeys.allFollows });
    },
  });
}
