import { ACTIVITY_LIMITS, type CreatedApiToken } from '@common/schemas/activities';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { withRecentSignIn } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { timeLabel } from '@/lib/time-label';
import { useApiTokens, useCreateToken, useRevokeToken } from '../api/settings';

/**
 * Settings > Account: personal API tokens for a phone app or a script to upload activities. A new
 * token is shown once; the list shows each token's start and last use, with Revoke.
 */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const create = useCreateToken();
  const revoke = useRevokeToken();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A new token needs a recent sign-in (issue 35): the member is asked to confirm, then it is made.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const token = await withRecentSignIn(() => create.mutateAsync(name.trim()));
      setCreated(token);
      setName('');
      setError(null);
    } catch (e) {
      setError(errorMessage(e, 'Could not create the token'));
    }
  };
  return (
    <Card className="mt-4 flex flex-col gap-3 p-4 sm:p-6">
      <section aria-labelledby="tokens-heading" className="flex flex-col gap-3">
        <div>
          <h2 id="tokens-heading" className="text-lg font-semibold">
            API tokens
          </h2>
          <p className="text-sm text-muted-foreground">
            Let a phone app or a script upload your activities: send files to /api/activities/upload with the header
            “Authorization: Bearer &lt;token&gt;”. A token can upload and read your activities, nothing else.
          </p>
        </div>
        {created && (
          <div role="status" className="flex flex-col gap-1 rounded-lg border border-primary bg-primary-soft/40 p-3">
            <p className="text-sm font-semibold">Copy your new token now: it will not be shown again.</p>
            <code data-testid="new-api-token" className="break-all rounded bg-card p-2 text-sm">
              {created.token}
            </code>
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => void navigator.clipboard?.writeText(created.token)}
            >
              Copy
            </Button>
          </div>
        )}
        {tokens.data && tokens.data.length > 0 && (
          <ul aria-label="API tokens" className="flex flex-col divide-y divide-border">
            {tokens.data.map((t) => (
              <li key={t.id} className="flex items-center gap-3 py-2">
                <KeyRound className="size-4 text-primary" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="font-semibold">{t.name}</span>{' '}
                  <span className="text-sm text-muted-foreground">
                    {t.prefix}… · {t.lastUsedAt ? `last used ${timeLabel(t.lastUsedAt)}` : 'never used'}
                  </span>
                </span>
                <Button variant="outline" size="sm" aria-label={`Revoke ${t.name}`} onClick={() => revoke.mutate(t.id)}>
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form
          onSubmit={submit}
          aria-label="Create an API token"
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
        >
          <div className="flex flex-1 flex-col gap-1">
            <Label htmlFor="token-name">Token name</Label>
            <Input
              id="token-name"
              value={name}
              maxLength={ACTIVITY_LIMITS.tokenNameMax}
              placeholder="My phone"
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={create.isPending || !name.trim()}>
            Create token
          </Button>
        </form>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </section>
    </Card>
  );
}
