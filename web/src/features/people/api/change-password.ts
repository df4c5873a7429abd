import type { ChangePasswordInput } from '@common/schemas/people';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/password: 204; other sessions of the member end, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post<void>('/api/auth/password', input),
  });
}
