import type { PasswordAndCodeInput } from '@common/schemas/security';
import { SIGN_IN_TEXTS } from '@common/sign-in-texts';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-client';

/**
 * The password and a current code (or a recovery code): what turning two-step sign-in off and
 * making new recovery codes ask for. Each field shows its own refusal.
 */
export function PasswordAndCodeForm({
  label,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: PasswordAndCodeInput, onError: (error: unknown) => void) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    onSubmit({ password, ...(recovery ? { recoveryCode: code } : { code }) }, (error) => {
      const fields = isApiError(error) ? error.fieldErrors : {};
      setErrors(Object.keys(fields).length ? fields : { form: errorMessage(error, SIGN_IN_TEXTS.codeFailed) });
    });
  };
  const idPrefix = label.toLowerCase().replace(/\W+/g, '-');
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={label}
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
    >
      <FormField id={`${idPrefix}-password`} label="Password" error={errors.password}>
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
      <FormField
        id={`${idPrefix}-code`}
        label={recovery ? SIGN_IN_TEXTS.recoveryLabel : SIGN_IN_TEXTS.codeLabel}
        error={errors.code ?? errors.recoveryCode}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            maxLength={40}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        )}
      </FormField>
      {errors.form && (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending || !password || !code.trim()}>
          {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {submitLabel}
        </Button>
        <Button type="button" variant="link" onClick={() => setRecovery((r) => !r)}>
          {recovery ? SIGN_IN_TEXTS.useAppCode : SIGN_IN_TEXTS.useRecoveryCode}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
