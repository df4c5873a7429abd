import { GYM_TEXTS } from '@common/gyms-texts';
import { LoaderCircle, LocateFixed, LocateOff } from 'lucide-react';
import type { CentreState } from '../lib/use-map-centre';

/** 'Using your current location' or 'Enable location services for better results' (spec section 2). */
export function LocationNote({ state }: { state: CentreState }) {
  const [Icon, text] =
    state.status === 'located'
      ? [LocateFixed, GYM_TEXTS.usingLocation]
      : state.status === 'default'
        ? [LocateOff, GYM_TEXTS.enableLocation]
        : [LoaderCircle, GYM_TEXTS.locating];
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Icon
        className={state.status === 'locating' ? 'size-4 animate-spin motion-reduce:animate-none' : 'size-4'}
        aria-hidden="true"
      />
      {text}
    </p>
  );
}
