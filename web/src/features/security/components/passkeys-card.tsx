import { calendarDate } from '@common/en-us-format';
import type { Passkey } from '@common/schemas/security';
import { SECURITY_LIMITS, SECURITY_TOASTS, SECURITY_TEXTS as T } from '@common/security-texts';
import { Fingerprint, LoaderCircle, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog, type ConfirmRequest } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { isRecentSignInError, passkeyCancelled, passkeysSupported } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { timeLabel } from '@/lib/time-label';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';
import { passkeyAddError } from '../lib/passkey-add-error';

/** Settings → Security → Passkeys (issue 35, point 2): named, with their last use; add and remove. */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Removing asks first: a passkey removed by a stray click may be the member's only way in on that device.
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const askRemove = (passkey: Passkey) =>
    setConfirm({
      title: `Remove ${passkey.name}?`,
      description: 'You will no longer be able to sign in with this passkey. You can add it again later.',
      confirmLabel: 'Remove',
      pendingLabel: 'Removing...',
      destructive: true,
      onConfirm: () =>
        remove.mutateAsync(passkey.id, {
          onSuccess: () => toast({ title: SECURITY_TOASTS.passkeyRemoved }),
          onError: (e) =>
            toast({
              title: 'Remove failed',
              description: errorMessage(e, 'Please try again.'),
              variant: 'destructive',
            }),
        }),
    });
  const supported = passkeysSupported();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    add.mutate(name.trim(), {
      onSuccess: () => {
        setName('');
        toast({ title: SECURITY_TOASTS.passkeyAdded, variant: 'success' });
      },
      onError: (e) => {
        if (passkeyCancelled(e) || isRecentSignInError(e)) return;
        setError(passkeyAddError(e));
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Fingerprint className="size-5 text-primary" aria-hidden="true" />
          {T.passkeysTitle}
        </CardTitle>
        <CardDescription>{T.passkeysIntro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {passkeys.data && passkeys.data.length === 0 && <p className="text-sm text-muted-foreground">{T.noPasskeys}</p>}
        {passkeys.data && passkeys.data.length > 0 && (
          <ul aria-label="Your passkeys" className="flex flex-col divide-y divide-border">
            {passkeys.data.map((p) => (
              <li key={p.id} className="flex items-center gap-3 py-2">
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold [overflow-wrap:anywhere]">{p.name}</span>
                  <span className="text-sm text-muted-foreground">
                    Added {calendarDate(new Date(p.createdAt), { month: 'short' })} ·{' '}
                    {p.lastUsedAt ? `last used ${timeLabel(p.lastUsedAt)}` : 'never used'}
                  </span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove ${p.name}`}
                  disabled={remove.isPending}
                  onClick={() => askRemove(p)}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        {supported ? (
          <form
            onSubmit={submit}
            noValidate
            aria-label={T.addPasskey}
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
          >
            <FormField id="passkey-name" label={T.passkeyName} error={error ?? undefined} className="flex-1">
              {(control) => (
                <Input
                  {...control}
                  value={name}
                  maxLength={SECURITY_LIMITS.passkeyNameMax}
                  placeholder="My phone"
                  onChange={(e) => setName(e.target.value)}
                />
              )}
            </FormField>
            <Button type="submit" disabled={add.isPending || !name.trim()}>
              {add.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {T.addPasskey}
            </Button>
          </form>
        ) : (
          <p className="text-sm text-muted-foreground">This browser cannot use passkeys.</p>
        )}
        <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      </CardContent>
    </Card>
  );
}
