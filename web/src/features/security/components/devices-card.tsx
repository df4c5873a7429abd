import type { DeviceSession } from '@common/schemas/security';
import { SECURITY_TOASTS, SECURITY_TEXTS as T } from '@common/security-texts';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { timeLabel } from '@/lib/time-label';
import { useDevices, useSignOutDevice, useSignOutOtherDevices } from '../api/devices';

const HOUR_MS = 60 * 60 * 1000;
const METHOD = { password: 'password', two_step: 'password and code', passkey: 'passkey' } as const;

/** "Chrome 126 on Linux"; what the browser did not tell is said to be unknown, not guessed. */
export const deviceName = (d: Pick<DeviceSession, 'browser' | 'system'>) =>
  `${d.browser ?? 'Unknown browser'} on ${d.system ?? 'an unknown system'}`;

/** The last use is written at most once an hour: said approximately. */
const lastUse = (d: DeviceSession) =>
  Date.now() - new Date(d.lastUsedAt).getTime() < HOUR_MS
    ? 'active within the last hour'
    : `last active ${timeLabel(d.lastUsedAt)}`;

/** Settings → Security → Devices (issue 35, point 3). */
export function DevicesCard() {
  const devices = useDevices();
  const signOut = useSignOutDevice();
  const signOutOthers = useSignOutOtherDevices();
  const others = devices.items.filter((d) => !d.current);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MonitorSmartphone className="size-5 text-primary" aria-hidden="true" />
          {T.devicesTitle}
        </CardTitle>
        <CardDescription>{T.devicesIntro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul aria-label="Signed-in devices" className="flex flex-col divide-y divide-border">
          {devices.items.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-3 py-2">
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2 font-semibold">
                  {deviceName(d)}
                  {d.current && <Badge variant="accent">{T.thisDevice}</Badge>}
                </span>
                <span className="block text-sm text-muted-foreground">
                  Signed in {timeLabel(d.signedInAt)} with {METHOD[d.signedInWith]} · {lastUse(d)}
                </span>
              </span>
              {!d.current && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`${T.signOutDevice}: ${deviceName(d)}, signed in ${timeLabel(d.signedInAt)}`}
                  disabled={signOut.isPending}
                  onClick={() =>
                    signOut.mutate(d.id, { onSuccess: () => toast({ title: SECURITY_TOASTS.deviceSignedOut }) })
                  }
                >
                  <LogOut aria-hidden="true" />
                  {T.signOutDevice}
                </Button>
              )}
            </li>
          ))}
        </ul>
        <LoadMore
          hasMore={devices.hasNextPage}
          loading={devices.isFetchingNextPage}
          onLoadMore={() => void devices.fetchNextPage()}
        />
        {others.length > 0 && (
          <Button
            type="button"
            variant="outline"
            className="self-start"
            disabled={signOutOthers.isPending}
            onClick={() =>
              signOutOthers.mutate(undefined, { onSuccess: () => toast({ title: SECURITY_TOASTS.othersSignedOut }) })
            }
          >
            {T.signOutOthers}
          </Button>
        )}
        {others.length > 0 && <p className="text-sm text-muted-foreground">{T.signOutOthersKeepsTokens}</p>}
      </CardContent>
    </Card>
  );
}
