import { type SessionEndReason, SIGN_IN_TEXTS } from '@common/sign-in-texts';
import { MESSAGES } from '@common/texts';
import { CircleAlert } from 'lucide-react';

/** What the member is told for each reason the server gives: the words sign-in itself answers with. */
const WHY: Record<SessionEndReason, string> = {
  suspended: MESSAGES.accountSuspended,
};

/**
 * On the sign-in page after the server ended the member's session and said why (a suspension):
 * the same words signing in again would answer, so an open page is not left without a reason.
 */
export function SignedOutNotice({ reason }: { reason: SessionEndReason }) {
  return (
    <div
      role="alert"
      className="mb-4 flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{SIGN_IN_TEXTS.signedOutTitle}</p>
        <p>{WHY[reason]}</p>
      </div>
    </div>
  );
}
