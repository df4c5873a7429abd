import { ACCOUNT_EMAIL_MESSAGES, ACCOUNT_EMAIL_TEXTS as T } from '@common/account-email-texts';
import { Link, useSearchParams } from 'react-router';
import { EmailedLinkOutcome } from '@/components/emailed-link-outcome';
import { StandalonePage } from '@/components/standalone-page';
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
  return (
    <StandalonePage title={T.unsubscribeTitle}>
      <EmailedLinkOutcome
        token={params.get('token') ?? ''}
        mutation={useUnsubscribe()}
        pendingLabel="Unsubscribing"
        invalidText={ACCOUNT_EMAIL_MESSAGES.unsubscribeInvalid}
        success={(data) => data.message}
        next={
          <p className="text-sm text-muted-foreground">
            You can choose again any time under{' '}
            <Link to="/settings" className="inline-flex min-h-11 items-center font-medium text-primary underline">
              Settings, Notifications
            </Link>
            .
          </p>
        }
      />
    </StandalonePage>
  );
}
