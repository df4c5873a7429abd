import { FEDERATION_MESSAGES } from '@common/federation';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { timeLabel } from '@/lib/time-label';
import { useBlockedServers, useSetServerBlocked } from '../api/blocked-servers';
import { BlockedAccountsSection } from './blocked-accounts-section';

/** Host names as the server stores them: lower case, an optional port. */
const HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/;

/**
 * The admin's Servers tab: whole servers blocked from federating with this one (nothing of theirs
 * comes in, nothing goes to them), with a form to add one and Unblock on each; then single
 * accounts of other servers blocked the same way.
 */
export function BlockedServersTab() {
  const servers = useBlockedServers();
  const setBlocked = useSetServerBlocked();
  const [host, setHost] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = host.trim().toLowerCase();
    if (!HOST.test(value)) return setError(FEDERATION_MESSAGES.badHost);
    setError(null);
    setBlocked.mutate({ host: value, blocked: true }, { onSuccess: () => setHost('') });
  };

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} noValidate className="flex flex-col gap-1">
        <Label htmlFor={inputId}>Block a server</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={host}
            onChange={(event) => setHost(event.target.value)}
            placeholder="server.example"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="submit" disabled={setBlocked.isPending}>
            Block
          </Button>
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </form>
      {servers.isPending ? (
        <Skeleton className="h-14 w-full" />
      ) : servers.isError ? (
        <p className="text-sm text-destructive">This list could not be loaded. Please reload the page.</p>
      ) : servers.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No server is blocked.</p>
      ) : (
        <ul
          aria-label="Blocked servers"
          className="flex flex-col divide-y divide-border rounded-lg border border-border"
        >
          {servers.data.map((s) => (
            <li key={s.host} className="flex items-center gap-3 px-3 py-2 text-sm">
              <p className="min-w-0 flex-1 font-semibold [overflow-wrap:anywhere]">{s.host}</p>
              <time dateTime={s.blockedAt} className="shrink-0 text-xs text-muted-foreground">
                {timeLabel(s.blockedAt)}
              </time>
              <Button
                size="sm"
                variant="outline"
                disabled={setBlocked.isPending}
                aria-label={`Unblock ${s.host}`}
                onClick={() => setBlocked.mutate({ host: s.host, blocked: false })}
              >
                Unblock
              </Button>
            </li>
          ))}
        </ul>
      )}
      <BlockedAccountsSection />
    </div>
  );
}
