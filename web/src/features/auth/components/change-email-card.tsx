import { type ChangeEmailInput, changeEmailSchema } from '@common/schemas/account-email';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAccountEmail, useChangeEmail, useResendVerification } from '../api/account-email';

const EMPTY: ChangeEmailInput = { email: '', currentPassword: '' };

/**
 * Settings → Account → Email address (issue 18): whether it is confirmed, and a change that waits
 * for the new address's link before it replaces the old one.
 */
export function ChangeEmailCard() {
  const status = useAccountEmail();
  const { request, cancel } = useChangeEmail();
  const resend = useResendVerification();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangeEmailInput>({ resolver: zodResolver(changeEmailSchema), defaultValues: EMPTY });
  const onSubmit = handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: (next) => {
        reset(EMPTY);
        toast({ title: 'Check your inbox', description: `We sent a confirmation link to ${next.pendingEmail}.` });
      },
      onError: (error) => {
        for (const field of ['email', 'currentPassword'] as const) {
          const message = isApiError(error) ? error.fieldErrors[field] : undefined;
          if (message) setError(field, { message });
        }
        if (!isApiError(error) || Object.keys(error.fieldErrors).length === 0)
          toast({
            title: 'Not changed',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
      },
    }),
  );
  const resendLink = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) => toast({ title: 'Email sent', description: message, variant: 'success' }),
      onError: (error) => toast({ title: 'Not sent', description: errorMessage(error, 'Please try again.') }),
    });
  const data = status.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Email address</CardTitle>
        <CardDescription>Password reset links and the emails you choose under Notifications go here.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {data && (
          <div className="flex flex-col gap-2 text-sm">
            <p className="flex flex-wrap items-center gap-2 [overflow-wrap:anywhere]">
              <span className="font-medium">{data.email}</span>
              <Badge variant={data.verified ? 'default' : 'outline'}>
                {data.verified ? 'Confirmed' : 'Not confirmed'}
              </Badge>
            </p>
            {data.pendingEmail && (
              <p role="status" className="[overflow-wrap:anywhere]">
                Waiting for confirmation: <span className="font-medium">{data.pendingEmail}</span>. It replaces your
                address once you open the link we sent there.
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              {(!data.verified || data.pendingEmail) && (
                <Button
                  variant="outline"
                  size="sm"
                  className="min-h-11"
                  onClick={resendLink}
                  disabled={resend.isPending}
                >
                  Send the link again
                </Button>
              )}
              {data.pendingEmail && (
                <Button variant="ghost" size="sm" className="min-h-11" onClick={() => cancel.mutate()}>
                  Cancel the change
                </Button>
              )}
            </div>
          </div>
        )}
        <form onSubmit={onSubmit} noValidate aria-label="Change email" className="flex flex-col gap-4 sm:max-w-sm">
          <FormField id="email-new" label="New email address" error={errors.email?.message}>
            {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" />}
          </FormField>
          <FormField id="email-password" label="Current password" error={errors.currentPassword?.message}>
            {(control) => (
              <Input {...control} {...register('currentPassword')} type="password" autoComplete="current-password" />
            )}
          </FormField>
          <Button type="submit" className="self-start" disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Change Email'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
