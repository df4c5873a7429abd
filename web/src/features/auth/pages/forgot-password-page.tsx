import { ACCOUNT_EMAIL_TEXTS as T } from '@common/account-email-texts';
import { type PasswordResetRequest, passwordResetRequestSchema } from '@common/schemas/account-email';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { StandalonePage } from '@/components/standalone-page';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useRequestPasswordReset } from '../api/password-reset';

/**
 * /forgot-password: asks for an address and always answers the same sentence, so the page
 * reveals nothing about which addresses have accounts.
 */
export function ForgotPasswordPage() {
  usePageTitle(T.forgotTitle);
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit((values) => request.mutate(values));
  return (
    <StandalonePage title={T.forgotTitle} description={T.forgotIntro}>
      {request.isSuccess ? (
        <p role="status" className="rounded-lg bg-primary-soft p-3 text-sm">
          {request.data.message}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={T.forgotTitle} className="flex flex-col gap-4">
          <FormField id="forgot-email" label="Email" error={errors.email?.message}>
            {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" />}
          </FormField>
          {request.isError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(request.error, 'Something went wrong. Please try again.')}
            </p>
          )}
          <Button type="submit" size="lg" disabled={request.isPending}>
            {request.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {T.sendLink}
          </Button>
        </form>
      )}
      <Link to="/login" className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline">
        Back to sign in
      </Link>
    </StandalonePage>
  );
}
