import { type ReactNode, useEffect, useRef } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';

interface LinkMutation<T> {
  mutate: (token: string) => void;
  isSuccess: boolean;
  isError: boolean;
  data?: T;
  error: unknown;
}

/**
 * A page opened from an emailed link (confirm an address, unsubscribe) uses its token once, on
 * arrival (a link works once, so not again if effects run twice), then says what happened and
 * what to do next.
 */
export function EmailedLinkOutcome<T>({
  token,
  mutation,
  pendingLabel,
  success,
  next,
  invalidText,
}: {
  token: string;
  mutation: LinkMutation<T>;
  pendingLabel: string;
  success: (data: T) => ReactNode;
  next: ReactNode;
  /** What a link without a token says: the server is not asked about a link cut short. */
  invalidText: string;
}) {
  const used = useRef(false);
  const { mutate } = mutation;
  useEffect(() => {
    if (used.current || !token) return;
    used.current = true;
    mutate(token);
  }, [token, mutate]);
  if (!token) {
    return (
      <>
        <p role="alert" className="text-sm font-medium text-destructive">
          {invalidText}
        </p>
        {next}
      </>
    );
  }
  if (mutation.isSuccess && mutation.data !== undefined) {
    return (
      <>
        <p role="status" className="rounded-lg bg-primary-soft p-3 text-sm">
          {success(mutation.data)}
        </p>
        {next}
      </>
    );
  }
  if (mutation.isError) {
    return (
      <>
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(mutation.error, 'This link could not be used. Please try again.')}
        </p>
        {next}
      </>
    );
  }
  return <PageSpinner label={pendingLabel} />;
}
