import { ADMIN_TOASTS } from '@common/admin-texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/refresh-after-write';
import { adminKeys } from './keys';

interface AdminActionOptions<TVars> {
  /** The success toast's title. */
  success: (vars: TVars) => string;
  /**
   * Roots of the member-facing caches the action changed, refetched too: 'posts' (the feed,
   * profiles, trending: every domain keeps its queries under one root), 'workouts', 'meal-plans'.
   */
  refreshes?: (vars: TVars) => string[];
}

/**
 * One admin action: on success a toast from ADMIN_TOASTS and a refetch of the admin lists and the
 * stat cards (only the tab on screen is mounted, so only it is fetched again now); on failure
 * the server's message (e.g. the last admin) in a destructive toast.
 */
export function useAdminAction<TVars>(call: (vars: TVars) => Promise<unknown>, options: AdminActionOptions<TVars>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (_answer, vars) => {
      toast({ title: options.success(vars), variant: 'success' });
      const roots = options.refreshes?.(vars) ?? [];
      await Promise.all(
        [adminKeys.all, ...roots.map((root) => [root])].map((queryKey) => refreshAfterWrite(queryClient, queryKey)),
      );
    },
    onError: (error) => {
      toast({ title: 'Error', description: errorMessage(error, ADMIN_TOASTS.actionFailed), variant: 'destructive' });
    },
  });
}
