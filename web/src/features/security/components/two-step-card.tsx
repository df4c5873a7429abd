import { SECURITY_TOASTS, SECURITY_TEXTS as T } from '@common/security-texts';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useSecurityOverview } from '../api/get-security-overview';
import { useRemakeRecoveryCodes, useTurnOffTwoStep } from '../api/two-step';
import { PasswordAndCodeForm } from './password-and-code-form';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoStepSetup } from './two-step-setup';

/**
 * Settings → Security → Two-step sign-in (issue 35, point 1). `onFinished` is told when a set-up
 * is complete and its recovery codes were put away (the admin area then opens).
 */
export function TwoStepCard({ onFinished }: { onFinished?: () => void }) {
  const overview = useSecurityOverview();
  const turnOff = useTurnOffTwoStep();
  const remake = useRemakeRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [form, setForm] = useState<'off' | 'remake' | null>(null);
  const on = overview.data?.twoFactorEnabled ?? false;

  const body = () => {
    if (codes) {
      return (
        <RecoveryCodesPanel
          codes={codes}
          onDone={() => {
            setCodes(null);
            onFinished?.();
          }}
        />
      );
    }
    if (!overview.data) return <PageSpinner />;
    if (!on) {
      return (
        <TwoStepSetup
          onConfirmed={(made) => {
            setCodes(made);
            toast({ title: SECURITY_TOASTS.twoStepOn, variant: 'success' });
          }}
        />
      );
    }
    const left = overview.data.recoveryCodesLeft;
    return (
      <div className="flex flex-col gap-3">
        <p className={left === 0 ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}>
          {left === 0 ? T.recoveryNoneLeft : T.recoveryLeft(left)}
        </p>
        {form === null && (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => setForm('remake')}>
              {T.newRecoveryCodes}
            </Button>
            <Button type="button" variant="outline" onClick={() => setForm('off')}>
              <ShieldOff aria-hidden="true" />
              {T.turnOff}
            </Button>
          </div>
        )}
        {form === 'remake' && (
          <PasswordAndCodeForm
            label={T.newRecoveryCodes}
            submitLabel={T.newRecoveryCodes}
            pending={remake.isPending}
            onCancel={() => setForm(null)}
            onSubmit={(input, onError) =>
              remake.mutate(input, {
                onSuccess: (answer) => {
                  setForm(null);
                  setCodes(answer.recoveryCodes);
                },
                onError,
              })
            }
          />
        )}
        {form === 'off' && (
          <PasswordAndCodeForm
            label={T.turnOff}
            submitLabel={T.turnOff}
            pending={turnOff.isPending}
            onCancel={() => setForm(null)}
            onSubmit={(input, onError) =>
              turnOff.mutate(input, {
                onSuccess: () => {
                  setForm(null);
                  toast({ title: SECURITY_TOASTS.twoStepOff });
                },
                onError,
              })
            }
          />
        )}
      </div>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          {T.twoStepTitle}
          {overview.data && <Badge variant={on ? 'default' : 'secondary'}>{on ? 'On' : 'Off'}</Badge>}
        </CardTitle>
        <CardDescription>{T.twoStepIntro}</CardDescription>
      </CardHeader>
      <CardContent>{body()}</CardContent>
    </Card>
  );
}
