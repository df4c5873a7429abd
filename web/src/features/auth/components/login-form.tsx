import { ACCOUNT_EMAIL_TEXTS } from '@common/account-email-texts';
import type { LoginInput } from '@common/schemas/auth';
import { SIGN_IN_TEXTS } from '@common/sign-in-texts';
import { TOASTS } from '@common/texts';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useLogin, usePasskeySignIn } from '../api/login';
import { passkeyCancelled, passkeysSupported } from '../lib/webauthn';
import { SecondStepForm } from './second-step-form';

const validation = lazyResolver(() => import('../lib/auth-resolvers').then((m) => m.loginResolver));

/**
 * Sign-in form: the same schema as the server, so the same messages (STYLE habit 1). A member
 * with two-step sign-in is then asked for a code (issue 35); a passkey signs in alone.
 */
export function LoginForm() {
  const [stage, setStage] = useState<'password' | 'second-step'>('password');
  const loginMutation = useLogin(() => setStage('second-step'));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: validation.resolver, defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit((values) => loginMutation.mutate(values));

  if (stage === 'second-step') return <SecondStepForm onRestart={() => setStage('password')} />;

  return (
    <div className="flex flex-col gap-3">
      <form
        onSubmit={onSubmit}
        onFocus={validation.preload}
        noValidate
        className="flex flex-col gap-4"
        aria-label="Login"
      >
        <FormField id="login-username" label="Username" error={errors.username?.message}>
          {(control) => (
            <Input {...control} {...register('username')} autoComplete="username webauthn" autoCapitalize="none" />
          )}
        </FormField>
        <FormField id="login-password" label="Password" error={errors.password?.message}>
          {(control) => (
            <Input {...control} {...register('password')} type="password" autoComplete="current-password" />
          )}
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
      <PasskeySignInButton />
    </div>
  );
}

function PasskeySignInButton() {
  const passkey = usePasskeySignIn();
  if (!passkeysSupported()) return null;
  const signIn = () =>
    passkey.mutate(undefined, {
      onError: (error) => {
        if (passkeyCancelled(error)) return;
        toast({
          title: TOASTS.loginFailed,
          description: errorMessage(error, SIGN_IN_TEXTS.passkeyFailed),
          variant: 'destructive',
        });
      },
    });
  return (
    <Button type="button" variant="outline" size="lg" className="w-full" onClick={signIn} disabled={passkey.isPending}>
      {passkey.isPending ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <KeyRound aria-hidden="true" />
      )}
      {SIGN_IN_TEXTS.signInWithPasskey}
    </Button>
  );
}
