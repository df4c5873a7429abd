import type { User } from '@common/schemas/user';
import type { SessionEndReason } from '@common/sign-in-texts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { currentUserQueryKey, useCurrentUserQuery } from './api/get-current-user';
import { keepCacheToOneMember } from './lib/member-cache';
import { sessionEndReason } from './lib/session-end';
import { clearStoredUser, parseStoredUser, readStoredUser, STORED_USER_KEY, writeStoredUser } from './session-storage';

export interface Session {
  /** The signed-in user, or null for a visitor. */
  user: User | null;
  /** True while the start-up auth check runs and no stored user is there to show meanwhile. */
  isChecking: boolean;
  /** Sets (sign-in, profile update) or clears (sign-out) the user, in memory and in storage. */
  setUser: (user: User | null) => void;
  /**
   * Why the server ended this browser's session, when it said so (a suspension): the sign-in
   * page tells the member. Null otherwise; the next sign-in clears it.
   */
  endedBecause: SessionEndReason | null;
}

const SessionContext = createContext<Session | null>(null);
/**
 * Whether the server has answered the auth check (`user` is then the server's word, not only the
 * stored copy). Its own context: when the answer confirms the stored user, nothing that shows the
 * user re-renders; only what waits for the server's word (the socket) does.
 */
const VerifiedContext = createContext(false);

/** The same user (the server's answer equals the stored copy): keeping one object spares re-renders. */
const sameUser = (a: User | null, b: User | null) =>
  a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));

/**
 * The session (spec section 4, DECISIONS D1). The stored user paints the first screen at once;
 * the server's GET /api/auth/user always has the last word: it runs at start, in the background
 * when a stored user is shown, and a 401 clears the stored copy (keeping why, when it says).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The stored copy, shown until the server has answered; after that the answer is the user.
  const [storedUser, setStoredUser] = useState<User | null>(readStoredUser);
  const [endedBecause, setEndedBecause] = useState<SessionEndReason | null>(null);
  const check = useCurrentUserQuery(setEndedBecause);
  const user = check.data !== undefined && !sameUser(check.data, storedUser) ? check.data : storedUser;

  const setUser = useCallback(
    (next: User | null) => {
      if (next) {
        writeStoredUser(next);
        setEndedBecause(null);
      } else clearStoredUser();
      setStoredUser(next);
      queryClient.setQueryData(currentUserQueryKey, next);
    },
    [queryClient],
  );

  // The server's answer replaces the stored copy (a stale or forged cache is corrected).
  useEffect(() => {
    if (check.data === undefined) return;
    if (check.data) {
      writeStoredUser(check.data);
      setEndedBecause(null);
    } else clearStoredUser();
    const answered = check.data;
    setStoredUser((stored) => (sameUser(stored, answered) ? stored : answered));
  }, [check.data]);

  // The cache holds one member's answers: when the session ends or someone else signs in, they go.
  useEffect(() => keepCacheToOneMember(queryClient), [queryClient]);

  // Another tab signed in or out.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORED_USER_KEY && event.key !== null) return;
      const next = parseStoredUser(event.newValue);
      setStoredUser(next);
      queryClient.setQueryData(currentUserQueryKey, next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  // Any other call (a list or an action) answered 401: the session ended on the server (expired,
  // or the member was suspended, which the 401 says), so check it again.
  useEffect(() => {
    const recheck = (error: unknown) => {
      if (!isApiError(error, 401)) return;
      const reason = sessionEndReason(error);
      if (reason) setEndedBecause(reason);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[0] === currentUserQueryKey[0]) return;
      recheck(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);

  const isChecking = user === null && check.isPending;
  const isVerified = check.data !== undefined;
  const value = useMemo(() => ({ user, isChecking, setUser, endedBecause }), [user, isChecking, setUser, endedBecause]);
  return (
    <SessionContext.Provider value={value}>
      <VerifiedContext.Provider value={isVerified}>{children}</VerifiedContext.Provider>
    </SessionContext.Provider>
  );
}

/** The server has answered the auth check: the session's user is the server's word. */
export function useSessionVerified(): boolean {
  return useContext(VerifiedContext);
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
