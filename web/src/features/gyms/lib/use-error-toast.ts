import { GYM_TOASTS } from '@common/gyms-texts';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';

/**
 * Shows the spec's 'Error' toast when a gyms list fails to load. A 401 is not toasted (spec
 * section 8): the page shows its sign-in prompt instead.
 */
export function useErrorToast(error: unknown, message: string): void {
  useEffect(() => {
    if (!error || isApiError(error, 401)) return;
    toast({ title: GYM_TOASTS.error, description: message, variant: 'destructive' });
  }, [error, message]);
}
