import { PEOPLE_TOASTS } from '@common/people-texts';
import { type ChangePasswordInput, changePasswordSchema } from '@common/schemas/people';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useChangePassword } from '../../api/change-password';
import { applyServerErrors } from '../../lib/server-field-errors';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Settings → Account → change password: for real (D5); other signed-in browsers are signed out. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        toast({
          title: PEOPLE_TOASTS.passwordChanged,
          description: PEOPLE_TOASTS.passwordChangedMessage,
          variant: 'success',
        });
      },
      onError: (error) => {
        toast({
          title: PEOPLE_TOASTS.passwordChangeFailed,
          description: errorMessage(error, PEOPLE_TOASTS.passwordChangeFailed),
          variant: 'destructive',
        });
        applyServerErrors(error, Object.keys(EMPTY), setError);
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password" className="flex flex-col gap-4 sm:max-w-sm">
      <FormField id="password-current" label="Current password" error={errors.currentPassword?.message}>
        {(control) => (
          <Input {...control} {...register('currentPassword')} type="password" autoComplete="current-password" />
        )}
      </FormField>
      <FormField id="password-new" label="New password" error={errors.newPassword?.message}>
        {(control) => <Input {...control} {...register('newPassword')} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField id="password-confirm" label="Confirm new password" error={errors.confirmPassword?.message}>
        {(control) => (
          <Input {...control} {...register('confirmPassword')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <Button type="submit" className="self-start" disabled={change.isPending}>
        {change.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {change.isPending ? 'Changing...' : 'Change Password'}
      </Button>
    </form>
  );
}
