import { GYM_TEXTS } from '@common/gyms-texts';
import type { GymDetail } from '@common/schemas/gyms';
import { House } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSetHomeGym } from '../api/home-gym';

/** 'Set as my home gym' / 'Remove as home gym' on a gym's page. */
export function HomeGymButton({ gym }: { gym: GymDetail }) {
  const setHome = useSetHomeGym();
  const isHome = gym.homeGym.isHomeGym;
  return (
    <Button
      variant={isHome ? 'outline' : 'default'}
      size="sm"
      disabled={setHome.isPending}
      aria-busy={setHome.isPending}
      onClick={() => setHome.mutate(isHome ? null : gym.id)}
    >
      <House aria-hidden="true" />
      {isHome ? GYM_TEXTS.removeHomeGym : GYM_TEXTS.setHomeGym}
    </Button>
  );
}
