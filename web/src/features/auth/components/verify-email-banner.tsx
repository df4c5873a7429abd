import { ACCOUNT_EMAIL_TEXTS as T } from '@common/account-email-texts';
import { MailWarning } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useResendVerification } from '../api/account-email';
import { useSession } from '../session-provider';

/**
 * Shown on every page to a member whose address is not confirmed (issue 18): what they cannot do
 * yet (post publicly) and a way to get the link again.
 */
export function VerifyEmailBanner() {
  const { user } = useSession();
  const resend = useResendVerification();
  if (!user?.email || user.emailVerified !== false) return null;
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) => toast({ title: 'Email sent', description: message, variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Not sent', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  return (
    <section
      aria-label="Confirm your email address"
      className="flex flex-col gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 [overflow-wrap:anywhere]">
        <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {T.bannerText(user.email)}
      </p>
      <Button
        variant="outline"
        size="sm"
        className="min-h-11 shrink-0 self-start sm:self-auto"
        onClick={send}
        disabled={resend.isPending}
      >
        {T.resend}
      </Button>
    </section>
  );
}
