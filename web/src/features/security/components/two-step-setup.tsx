import type { TotpSetup } from '@common/schemas/security';
import { SECURITY_TEXTS as T } from '@common/security-texts';
import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isRecentSignInError } from '@/features/auth';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useConfirmTwoStep, useStartTwoStep } from '../api/two-step';
import { qrCodeDataUrl } from '../lib/qr-code';

/** The key in groups of four, as people copy it into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Turning two-step sign-in on: a QR code and the key in text, confirmed with a first code. */
export function TwoStepSetup({ onConfirmed }: { onConfirmed: (recoveryCodes: string[]) => void }) {
  const start = useStartTwoStep();
  const confirm = useConfirmTwoStep();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const begin = () => {
    setError(null);
    start.mutate(undefined, {
      onSuccess: (answer) => {
        setSetup(answer);
        void qrCodeDataUrl(answer.otpauthUrl).then(setQr, () => setQr(null));
      },
      onError: (e) => {
        if (!isRecentSignInError(e)) setError(errorMessage(e, 'Two-step sign-in could not be started.'));
      },
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    confirm.mutate(
      { code },
      {
        onSuccess: (answer) => onConfirmed(answer.recoveryCodes),
        onError: (e) =>
          setError(isApiError(e) ? (e.fieldErrors.code ?? errorMessage(e, T.totpSetupFailed)) : T.totpSetupFailed),
      },
    );
  };

  if (!setup) {
    return (
      <div className="flex flex-col gap-3">
        <Button type="button" className="self-start" onClick={begin} disabled={start.isPending}>
          {start.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <ShieldCheck aria-hidden="true" />
          )}
          {T.turnOn}
        </Button>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">{T.scanQr}</p>
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
        {qr ? (
          <img
            src={qr}
            alt="QR code for your authenticator app"
            width={176}
            height={176}
            className="rounded-lg border border-border bg-white"
          />
        ) : (
          <div className="size-44 animate-pulse rounded-lg bg-muted" aria-hidden="true" />
        )}
        <div className="flex flex-col gap-1">
          <span className="text-sm text-muted-foreground">{T.secretLabel}</span>
          <code
            data-testid="totp-secret"
            className="rounded bg-muted px-2 py-1 font-mono text-sm [overflow-wrap:anywhere]"
          >
            {grouped(setup.secret)}
          </code>
        </div>
      </div>
      <form
        onSubmit={submit}
        noValidate
        aria-label="Confirm two-step sign-in"
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <FormField id="totp-confirm-code" label={T.confirmCode} error={error ?? undefined} className="flex-1">
          {(control) => (
            <Input
              {...control}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={20}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" disabled={confirm.isPending || !code.trim()}>
          {confirm.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {T.confirm}
        </Button>
      </form>
    </div>
  );
}
