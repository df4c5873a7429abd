import { SECURITY_MESSAGES, SECURITY_TEXTS as T } from '@common/security-texts';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RecentSignInHost, useLogout } from '@/features/auth';
import { TwoStepCard } from '@/features/security';
import { isApiError } from '@/lib/api-client';
import { useAdminStats } from '../api/get-admin-stats';

/**
 * The admin area needs two-step sign-in (issue 35, point 4). The server refuses every admin call
 * without it; this shows why, and the way there: the set-up itself for an admin who has not
 * turned it on (the area opens once its recovery codes are put away), or signing in again for a
 * session made with the password alone.
 */
export function AdminTwoStepGate({ children }: { children: ReactNode }) {
  const stats = useAdminStats();
  const refusal = isApiError(stats.error, 403) ? stats.error.serverMessage : undefined;
  const [settingUp, setSettingUp] = useState(false);
  useEffect(() => {
    if (refusal === SECURITY_MESSAGES.adminNeedsTwoStep) setSettingUp(true);
  }, [refusal]);

  if (settingUp) {
    return (
      <Screen title={T.adminSetupTitle} intro={T.adminSetupIntro}>
        <RecentSignInHost />
        <TwoStepCard onFinished={() => setSettingUp(false)} />
      </Screen>
    );
  }
  if (refusal === SECURITY_MESSAGES.adminNeedsTwoStepSession) {
    return (
      <Screen title={T.adminSetupTitle} intro={SECURITY_MESSAGES.adminNeedsTwoStepSession}>
        <SignOutButton />
      </Screen>
    );
  }
  return children;
}

function Screen({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
      <Card>
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          <CardDescription>{intro}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}

function SignOutButton() {
  const logout = useLogout();
  return (
    <Button type="button" onClick={() => logout.mutate()} disabled={logout.isPending}>
      Sign out
    </Button>
  );
}
