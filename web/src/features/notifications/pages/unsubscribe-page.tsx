import { ACCOUNT_EMAIL_TEXTS as T } from '@common/account-email-texts';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { StandalonePage } from '@/components/standalone-page';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * /unsubscribe?token=...: the link at the foot of every notification email. One click: opening
 * it turns that kind of email off, signed in or not. (Link scanners fetch the page but do not run
 * it; only the page's own request, with the signed token, changes anything.)
 */
export function UnsubscribePage() {
  usePageTitle(T.unsubscribeTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);
  return (
    <StandalonePage title={T.unsubscribeTitle}>
      {unsubscribe.isSuccess && (
        <p role="status" className="rounded-lg bg-primary-soft p-3 text-sm">
          {unsubscribe.data.message}
        </p>
      )}
      {unsubscribe.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(unsubscribe.error, 'This link could not be used. Please try again.')}
        </p>
      )}
      {unsubscribe.isPending || unsubscribe.isIdle ? (
        <PageSpinner label="Unsubscribing" />
      ) : (
        <p className="text-sm text-muted-foreground">
          You can choose again any time under{' '}
          <Link to="/settings" className="inline-flex min-h-11 items-center font-medium text-primary underline">
            Settings, Notifications
          </Link>
          .
        </p>
      )}
    </StandalonePage>
  );
}
