import { SIGN_IN_RESTARTS, SIGN_IN_TEXTS as T } from '@common/sign-in-texts';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSecondStep } from '../api/login';

/**
 * The second step of a sign-in (issue 35): the 6-digit code from the authenticator app, or a
 * recovery code. The server keeps the pending sign-in for 5 minutes; after that the member
 * starts again from the password.
 */
export function SecondStepForm({ onRestart }: { onRestart: () => void }) {
  const step = useSecondStep();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The field takes the focus when the step appears and when it changes kind.
  useEffect(() => document.getElementById(`second-step-code-${useRecovery ? 'r' : 'c'}`)?.focus(), [useRecovery]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    step.mutate(useRecovery ? { recoveryCode: value } : { code: value }, {
      onError: (e) => {
        const message = errorMessage(e, T.codeFailed);
        // The pending sign-in is over (expired, too many codes, two-step turned off): the password again.
        if (isApiError(e, 401) && SIGN_IN_RESTARTS.includes(message)) onRestart();
        setError(isApiError(e) ? (e.fieldErrors.code ?? e.fieldErrors.recoveryCode ?? message) : message);
      },
    });
  };
  const label = useRecovery ? T.recoveryLabel : T.codeLabel;

  return (
    <form onSubmit={submit} noValidate aria-label="Two-step sign-in" className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold">{T.twoStepTitle}</h2>
        <p className="text-sm text-muted-foreground">{useRecovery ? T.recoveryPrompt : T.codePrompt}</p>
      </div>
      <FormField id={`second-step-code-${useRecovery ? 'r' : 'c'}`} label={label} error={error ?? undefined}>
        {(control) => (
          <Input
            {...control}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            autoComplete="one-time-code"
            inputMode={useRecovery ? 'text' : 'numeric'}
            autoCapitalize="none"
            maxLength={useRecovery ? 40 : 20}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={step.isPending || !value.trim()}>
        {step.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {T.verify}
      </Button>
      <Button
        type="button"
        variant="link"
        onClick={() => {
          setUseRecovery((r) => !r);
          setValue('');
          setError(null);
        }}
      >
        {useRecovery ? T.useAppCode : T.useRecoveryCode}
      </Button>
      <Button type="button" variant="ghost" onClick={onRestart}>
        {T.back}
      </Button>
    </form>
  );
}
