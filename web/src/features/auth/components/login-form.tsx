import { ACCOUNT_EMAIL_TEXTS } from '@common/account-email-texts';
import type { LoginInput } from '@common/schemas/auth';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useLogin } from '../api/login';

const validation = lazyResolver(() => import('../lib/auth-resolvers').then((m) => m.loginResolver));

/** Sign-in form: the same schema as the server, so the same messages (STYLE habit 1). */
export function LoginForm() {
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: validation.resolver, defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit((values) => loginMutation.mutate(values));

  return (
    <form
      onSubmit={onSubmit}
      onFocus={validation.preload}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Login"
    >
      <FormField id="login-username" label="Username" error={errors.username?.message}>
        {(control) => <Input {...control} {...register('username')} autoComplete="username" autoCapitalize="none" />}
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        {(control) => <Input {...control} {...register('password')} type="password" autoComplete="current-password" />}
      </FormField>
      <Link
        to="/forgot-password"
        className="-mt-2 inline-flex min-h-11 items-center self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {ACCOUNT_EMAIL_TEXTS.forgotPassword}
      </Link>
      <Button type="submit" size="lg" disabled={loginMutation.isPending} className="mt-1 w-full">
        {loginMutation.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {loginMutation.isPending ? 'Signing in...' : 'Login'}
      </Button>
    </form>
  );
}
