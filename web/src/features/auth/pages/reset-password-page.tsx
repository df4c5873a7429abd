import { ACCOUNT_EMAIL_TEXTS as T } from '@common/account-email-texts';
import { type PasswordResetInput, passwordResetSchema } from '@common/schemas/account-email';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { StandalonePage } from '@/components/standalone-page';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useResetPassword } from '../api/password-reset';
import { SecondStepForm } from '../components/second-step-form';
import { useSession } from '../session-provider';

/**
 * /reset-password?token=...: the emailed link. A new password signs this browser in; with two-step
 * sign-in on, the code from the authenticator app does, after it.
 */
export function ResetPasswordPage() {
  usePageTitle(T.resetTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const { setUser } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [codeStep, setCodeStep] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetInput>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: (answer) => {
        // Whatever this browser showed before belonged to an ended session.
        queryClient.clear();
        toast({ title: T.passwordChanged, variant: 'success' });
        if ('twoFactorRequired' in answer) return setCodeStep(true);
        setUser(answer);
        navigate('/dashboard', { replace: true });
      },
    }),
  );
  const failure = reset.isError ? errorMessage(reset.error, 'Something went wrong. Please try again.') : undefined;
  if (codeStep)
    return (
      <StandalonePage title={T.resetTitle} description={T.passwordChanged}>
        <SecondStepForm onRestart={() => navigate('/login', { replace: true })} />
      </StandalonePage>
    );
  return (
    <StandalonePage title={T.resetTitle} description={T.resetIntro}>
      <form onSubmit={onSubmit} noValidate aria-label={T.resetTitle} className="flex flex-col gap-4">
        <input type="hidden" {...register('token')} />
        <FormField id="reset-password" label="New password" error={errors.password?.message}>
          {(control) => <Input {...control} {...register('password')} type="password" autoComplete="new-password" />}
        </FormField>
        <FormField id="reset-confirm" label="Confirm new password" error={errors.confirmPassword?.message}>
          {(control) => (
            <Input {...control} {...register('confirmPassword')} type="password" autoComplete="new-password" />
          )}
        </FormField>
        {(failure || errors.token) && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {failure ?? errors.token?.message}{' '}
            <Link to="/forgot-password" className="underline">
              Ask for a new link
            </Link>
          </p>
        )}
        <Button type="submit" size="lg" disabled={reset.isPending}>
          {reset.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {T.setPassword}
        </Button>
      </form>
    </StandalonePage>
  );
}
