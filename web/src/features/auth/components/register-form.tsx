import { LIMITS } from '@common/limits';
import type { RegisterBody, RegisterInput } from '@common/schemas/auth';
import { textRoom } from '@common/text-room';
import { LoaderCircle } from 'lucide-react';
import { type Path, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useRegister } from '../api/register';

const validation = lazyResolver(() => import('../lib/auth-resolvers').then((m) => m.registerResolver));

const defaultValues: RegisterInput = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
};

/** Sign-up form. Client rules come from the server's schema; server field errors (409) show under their field. */
export function RegisterForm() {
  const registerMutation = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<RegisterInput, unknown, RegisterBody>({ resolver: validation.resolver, defaultValues });

  const onSubmit = handleSubmit((values) =>
    registerMutation.mutate(values, {
      onError: (error) => {
        if (!isApiError(error)) return;
        let first = true;
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (!(field in defaultValues)) continue;
          setError(field as Path<RegisterInput>, { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
      },
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      onFocus={validation.preload}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Sign Up"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="register-firstName"
          label="First name (optional)"
          error={errors.firstName?.message}
          room={textRoom(watch('firstName') ?? '', LIMITS.nameMax)}
        >
          {(control) => <Input {...control} {...register('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField
          id="register-lastName"
          label="Last name (optional)"
          error={errors.lastName?.message}
          room={textRoom(watch('lastName') ?? '', LIMITS.nameMax)}
        >
          {(control) => <Input {...control} {...register('lastName')} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField id="register-username" label="Username" error={errors.username?.message}>
        {(control) => <Input {...control} {...register('username')} autoComplete="username" autoCapitalize="none" />}
      </FormField>
      <FormField id="register-email" label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" />}
      </FormField>
      <FormField id="register-password" label="Password" error={errors.password?.message}>
        {(control) => <Input {...control} {...register('password')} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField id="register-confirmPassword" label="Confirm password" error={errors.confirmPassword?.message}>
        {(control) => (
          <Input {...control} {...register('confirmPassword')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={registerMutation.isPending} className="mt-1 w-full">
        {registerMutation.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {registerMutation.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
