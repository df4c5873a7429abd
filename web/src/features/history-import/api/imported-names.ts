import type { ImportedName, RemapNameBody, RemapResult } from '@common/schemas/history-import';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';

const namesKey = ['workouts', 'history-import', 'names'] as const;

/** GET /api/history-import/names: the names the member's imports used, and what each is logged as. */
export function useImportedNames() {
  return useQuery({
    queryKey: namesKey,
    queryFn: ({ signal }) => api.get<ImportedName[]>('/api/history-import/names', { signal }),
  });
}

/**
 * PUT /api/history-import/names: re-maps one name; every session logged under it moves. Every
 * workouts query is read again after it (history, records, exercise pages).
 */
export function useRemapName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RemapNameBody) => api.put<RemapResult>('/api/history-import/names', body),
    onSuccess: async (result, body) => {
      toast({
        title: 'Name re-mapped',
        description: `${body.name} is now ${result.exercise.name} (${result.sessionsMoved} ${
          result.sessionsMoved === 1 ? 'session' : 'sessions'
        } moved).`,
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: ['workouts'] });
      await queryClient.invalidateQueries({ queryKey: ['history-import'] });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'The name could not be re-mapped.'),
        variant: 'destructive',
      }),
  });
}
