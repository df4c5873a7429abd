import { GYM_TEXTS } from '@common/gyms-texts';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

/** Signed out (or the session ended while the page was open): 'Sign In to Find Gyms'. */
export function SignInToFindGyms() {
  return (
    <Card>
      <EmptyState
        icon={MapPin}
        title={GYM_TEXTS.signInTitle}
        action={
          <Link to="/login" className={buttonVariants()}>
            {GYM_TEXTS.signIn}
          </Link>
        }
      />
    </Card>
  );
}
