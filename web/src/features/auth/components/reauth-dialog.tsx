import type { SecurityOverview } from '@common/schemas/security';
import { SECURITY_TOASTS, SECURITY_TEXTS as T } from '@common/security-texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { api, errorMessage, isApiError } from '@/lib/api-client';
import { passkeyCancelled, passkeysSupported, signWithPasskey } from '../lib/webauthn';

/** The member confirms it is them: their password, or one of their passkeys (issue 35, point 5). */
export function ReauthDialog({ open, onDone }: { open: boolean; onDone: (ok: boolean) => void }) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirmed = (overview: SecurityOverview) => {
    queryClient.setQueryData(['security', 'overview'], overview);
    toast({ title: SECURITY_TOASTS.confirmed, variant: 'success' });
    setPassword('');
    setError(null);
    onDone(true);
  };
  const withPassword = useMutation({
    mutationFn: () => api.post<SecurityOverview>('/api/account/reauthenticate', { password }),
    onSuccess: confirmed,
    onError: (e) =>
      setError(isApiError(e) ? (e.fieldErrors.password ?? errorMessage(e, T.reauthIntro)) : T.reauthIntro),
  });
  const withPasskey = useMutation({
    mutationFn: async () => {
      const options = await api.post<unknown>('/api/account/reauthenticate/passkey/options');
      const response = await signWithPasskey(options);
      return api.post<SecurityOverview>('/api/account/reauthenticate/passkey', { response });
    },
    onSuccess: confirmed,
    onError: (e) => {
      if (!passkeyCancelled(e)) setError(errorMessage(e, T.reauthIntro));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    withPassword.mutate();
  };
  const busy = withPassword.isPending || withPasskey.isPending;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onDone(false)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{T.reauthTitle}</DialogTitle>
          <DialogDescription>{T.reauthIntro}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label={T.reauthTitle} className="flex flex-col gap-3">
          <FormField id="reauth-password" label="Password" error={error ?? undefined}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </FormField>
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            {passkeysSupported() && (
              <Button type="button" variant="outline" disabled={busy} onClick={() => withPasskey.mutate()}>
                <KeyRound aria-hidden="true" />
                {T.usePasskey}
              </Button>
            )}
            <Button type="submit" disabled={busy || !password}>
              {withPassword.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {T.reauthConfirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
