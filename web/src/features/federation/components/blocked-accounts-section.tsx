import { FEDERATION_MESSAGES, REMOTE_HANDLE } from '@common/federation';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { timeLabel } from '@/lib/time-label';
import { useBlockedAccounts, useSetAccountBlocked } from '../api/blocked-accounts';

/**
 * The admin's blocked remote accounts (issue 37): one account of another server blocked for every
 * member (nothing of it comes in, nothing goes to it, its follows end), found by its address.
 */
export function BlockedAccountsSection() {
  const accounts = useBlockedAccounts();
  const setBlocked = useSetAccountBlocked();
  const [handle, setHandle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = handle.trim();
    if (!REMOTE_HANDLE.test(value)) return setError(FEDERATION_MESSAGES.badHandle);
    setError(null);
    setBlocked.mutate(
      { block: value },
      {
        onSuccess: () => setHandle(''),
        onError: (err) => setError(errorMessage(err, 'That did not work. Please try again.')),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 border-t border-border pt-4">
      <h3 id={headingId} className="font-semibold">
        Accounts on other servers
      </h3>
      <form onSubmit={submit} noValidate className="flex flex-col gap-1">
        <Label htmlFor={inputId}>Block an account</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={handle}
            onChange={(event) => setHandle(event.target.value)}
            placeholder="@name@server"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="submit" disabled={setBlocked.isPending}>
            Block account
          </Button>
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </form>
      {accounts.isPending ? (
        <Skeleton className="h-14 w-full" />
      ) : accounts.isError ? (
        <p className="text-sm text-destructive">This list could not be loaded. Please reload the page.</p>
      ) : accounts.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No account is blocked.</p>
      ) : (
        <ul
          aria-label="Blocked accounts"
          className="flex flex-col divide-y divide-border rounded-lg border border-border"
        >
          {accounts.data.map((a) => (
            <li key={a.id} className="flex items-center gap-3 px-3 py-2 text-sm">
              <p className="min-w-0 flex-1 font-semibold [overflow-wrap:anywhere]">{a.handle}</p>
              <time dateTime={a.blockedAt} className="shrink-0 text-xs text-muted-foreground">
                {timeLabel(a.blockedAt)}
              </time>
              <Button
                size="sm"
                variant="outline"
                disabled={setBlocked.isPending}
                aria-label={`Unblock ${a.handle}`}
                onClick={() => setBlocked.mutate({ unblock: a })}
              >
                Unblock
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
