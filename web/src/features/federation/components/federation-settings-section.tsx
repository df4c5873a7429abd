import { Card } from '@/components/ui/card';
import { FederationSwitch } from './federation-switch';
import { RemoteFollowersList } from './remote-followers-list';

/** Settings > Privacy: the fediverse switch with the member's handle, then their remote followers. */
export function FederationSettingsSection() {
  return (
    <Card className="mt-4 flex flex-col gap-4 p-4 sm:p-6">
      <section aria-labelledby="federation-heading" className="flex flex-col gap-3">
        <h2 id="federation-heading" className="text-lg font-semibold">
          Fediverse
        </h2>
        <FederationSwitch />
      </section>
      <RemoteFollowersList />
    </Card>
  );
}
