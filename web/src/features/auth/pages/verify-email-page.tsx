import { ACCOUNT_EMAIL_MESSAGES, ACCOUNT_EMAIL_TEXTS as T } from '@common/account-email-texts';
import { Link, useSearchParams } from 'react-router';
import { EmailedLinkOutcome } from '@/components/emailed-link-outcome';
import { StandalonePage } from '@/components/standalone-page';
import { usePageTitle } from '@/lib/use-page-title';
import { useVerifyEmail } from '../api/account-email';
import { useSession } from '../session-provider';

/** /verify-email?token=...: the emailed link confirms the address at once, signed in or not. */
export function VerifyEmailPage() {
  usePageTitle(T.verifyTitle);
  const [params] = useSearchParams();
  const { user } = useSession();
  const next = user ? { to: '/dashboard', label: 'Go to your dashboard' } : { to: '/login', label: 'Sign in' };
  return (
    <StandalonePage title={T.verifyTitle}>
      <EmailedLinkOutcome
        token={params.get('token') ?? ''}
        mutation={useVerifyEmail()}
        pendingLabel="Confirming your address"
        invalidText={ACCOUNT_EMAIL_MESSAGES.verifyLinkInvalid}
        success={(data) => `${data.message} (${data.email})`}
        next={
          <Link to={next.to} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline">
            {next.label}
          </Link>
        }
      />
    </StandalonePage>
  );
}
