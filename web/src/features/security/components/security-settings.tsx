import { DevicesCard } from './devices-card';
import { PasskeysCard } from './passkeys-card';
import { TwoStepCard } from './two-step-card';

/** Settings → Security (issue 35): two-step sign-in, passkeys and the member's devices. */
export function SecuritySettings() {
  return (
    <div className="flex flex-col gap-4">
      <TwoStepCard />
      <PasskeysCard />
      <DevicesCard />
    </div>
  );
}
