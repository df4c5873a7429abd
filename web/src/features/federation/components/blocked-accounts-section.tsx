import { FEDERATION_MESSAGES, REMOTE_HANDLE } from '@common/federation';
import { useId } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useBlockedAccounts, useSetAccountBlocked } from '../api/blocked-accounts';
import { BlockListEditor } from './block-list-editor';

/**
 * The admin's blocked remote accounts (issue 37): one account of another server blocked for every
 * member (nothing of it comes in, nothing goes to it, its follows end), found by its address.
 */
export function BlockedAccountsSection() {
  const accounts = useBlockedAccounts();
  const setBlocked = useSetAccountBlocked();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 border-t border-border pt-4">
      <h2 id={headingId} className="font-semibold">
        Accounts on other servers
      </h2>
      <BlockListEditor
        label="Block an account"
        placeholder="@name@server"
        submitLabel="Block account"
        pattern={REMOTE_HANDLE}
        invalidMessage={FEDERATION_MESSAGES.badHandle}
        // Blocking's errors (an unknown account, an unreachable server) are shown under the field.
        onBlock={(handle, done) =>
          setBlocked.mutate(
            { block: handle },
            {
              onSuccess: done.onSuccess,
              onError: (err) => done.onError(errorMessage(err, 'That did not work. Please try again.')),
            },
          )
        }
        onUnblock={(account) => setBlocked.mutate({ unblock: account })}
        busy={setBlocked.isPending}
        blocked={accounts}
        listLabel="Blocked accounts"
        emptyText="No account is blocked."
        nameOf={(account) => account.handle}
        keyOf={(account) => account.id}
      />
    </section>
  );
}
