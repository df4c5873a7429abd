import type { User } from '@common/schemas/user';
import { SECURITY_TEXTS } from '@common/security-texts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChangeEmailCard } from '@/features/auth';
import { DownloadMyDataCard } from '@/features/data-export';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';

/** Settings → Account (spec section 2): who you are, password, your data, and the Danger Zone. */
export function SettingsAccountTab({ user }: { user: User }) {
  const facts = [
    ['Username', user.username],
    ['Account type', user.isAdmin ? 'Administrator' : 'User'],
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Account</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
            <dt className="text-sm text-muted-foreground">Status</dt>
            <dd>
              <Badge>Active</Badge>
            </dd>
          </dl>
        </CardContent>
      </Card>
      <ChangeEmailCard />
      <Card>
        <CardHeader>
          <CardTitle>Change Password</CardTitle>
          <CardDescription>{SECURITY_TEXTS.passwordChangeEnds}</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <DownloadMyDataCard userId={user.id} />
      <DeleteAccountSection />
    </div>
  );
}
