import { SECURITY_MESSAGES } from '@common/security-texts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { ReauthDialog } from './components/reauth-dialog';

/** The server refused an action for want of a recent sign-in (issue 35, point 5). */
export function isRecentSignInError(error: unknown): boolean {
  return isApiError(error, 403) && error.serverMessage === SECURITY_MESSAGES.recentSignInRequired;
}

/** Mutations that ask for the re-authentication themselves (withRecentSignIn) carry this meta. */
export const ASKS_FOR_RECENT_SIGN_IN = { asksForRecentSignIn: true } as const;

/** The mounted host's way to ask (one host per screen that has destructive actions). */
let askHost: (() => Promise<boolean>) | null = null;

/**
 * The "Confirm it is you" dialog (password or passkey), on screens with destructive actions
 * (Settings, the admin set-up). A refusal for want of a recent sign-in opens it: actions run
 * through `withRecentSignIn` (account deletion, API tokens, the two-step set-up, a new passkey)
 * are then run again by themselves; any other refused mutation is tried again by the member.
 */
export function RecentSignInHost() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const waiting = useRef<((ok: boolean) => void)[]>([]);

  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        waiting.current.push(resolve);
        setOpen(true);
      }),
    [],
  );
  const done = useCallback((ok: boolean) => {
    for (const resolve of waiting.current.splice(0)) resolve(ok);
    setOpen(false);
  }, []);

  useEffect(() => {
    askHost = ask;
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.mutation.meta?.asksForRecentSignIn) return;
      if (isRecentSignInError(event.action.error)) void ask();
    });
    return () => {
      unsubscribe();
      if (askHost === ask) askHost = null;
      done(false);
    };
  }, [queryClient, ask, done]);

  return <ReauthDialog open={open} onDone={done} />;
}

/**
 * Runs an action; if the server answers that it needs a recent sign-in, asks the member to
 * confirm it is them and runs it once more. Without a mounted host the refusal stands.
 */
export async function withRecentSignIn<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!askHost || !isRecentSignInError(error) || !(await askHost())) throw error;
    return action();
  }
}
