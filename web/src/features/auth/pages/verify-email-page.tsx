import { ACCOUNT_EMAIL_TEXTS as T } from '@common/account-email-texts';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { StandalonePage } from '@/components/standalone-page';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useVerifyEmail } from '../api/account-email';
import { useSession } from '../session-provider';

/** /verify-email?token=...: the emailed link confirms the address at once, signed in or not. */
export function VerifyEmailPage() {
  usePageTitle(T.verifyTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const { user } = useSession();
  // A link works once: the confirmation is sent once per page, even if effects run twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);
  const next = user ? { to: '/dashboard', label: 'Go to your dashboard' } : { to: '/login', label: 'Sign in' };
  return (
    <StandalonePage title={T.verifyTitle}>
      {verify.isSuccess && (
        <p role="status" className="rounded-lg bg-primary-soft p-3 text-sm">
          {verify.data.message} ({verify.data.email})
        </p>
      )}
      {verify.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(verify.error, 'This link could not be used. Please try again.')}
        </p>
      )}
      {verify.isPending || verify.isIdle ? (
        <PageSpinner label="Confirming your address" />
      ) : (
        <Link to={next.to} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline">
          {next.label}
        </Link>
      )}
    </StandalonePage>
  );
}
