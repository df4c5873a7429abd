import { useEffect, useRef, useState } from 'react';
import { DEFAULT_CENTRE, type LatLng } from './geo';

export type CentreState =
  | { status: 'locating'; centre: null }
  | { status: 'located'; centre: LatLng }
  | { status: 'default'; centre: LatLng };

// The last position the browser gave, reused for five minutes so that moving between the
// dashboard, Explore and the finder does not ask again or move the map.
const REUSE_MS = 5 * 60 * 1000;
let lastKnown: { centre: LatLng; at: number } | null = null;
/** How long an unanswered permission prompt may keep the map waiting. */
const UNANSWERED_PROMPT_MS = 8000;

function fromPosition(position: GeolocationPosition): LatLng {
  return { lat: position.coords.latitude, lng: position.coords.longitude };
}

async function alreadyGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state === 'granted';
  } catch {
    return false;
  }
}

/**
 * Where the member is (spec: browser geolocation sets the map centre; D7: the default centre
 * 40.7128, -74.006 when it is denied or unavailable). With `ask: false` the browser is only asked
 * when the member already allowed it, so a dashboard card never pops a permission prompt. A
 * prompt left unanswered falls back to the default after a few seconds; an answer that comes
 * later still moves the centre to the member.
 */
export function useMapCentre({ ask }: { ask: boolean }): CentreState {
  const [state, setState] = useState<CentreState>(() => {
    const recent = lastKnown && Date.now() - lastKnown.at < REUSE_MS ? lastKnown.centre : null;
    return recent ? { status: 'located', centre: recent } : { status: 'locating', centre: null };
  });
  // Known from a recent visit: nothing to ask.
  const startedLocated = useRef(state.status === 'located');

  useEffect(() => {
    if (startedLocated.current) return;
    let active = true;
    const fallback = () => {
      if (active)
        setState((prev) => (prev.status === 'locating' ? { status: 'default', centre: DEFAULT_CENTRE } : prev));
    };
    const timer = setTimeout(fallback, UNANSWERED_PROMPT_MS);
    const locate = () =>
      navigator.geolocation.getCurrentPosition(
        (position) => {
          const centre = fromPosition(position);
          lastKnown = { centre, at: Date.now() };
          if (active) setState({ status: 'located', centre });
        },
        fallback,
        { timeout: 10_000, maximumAge: REUSE_MS },
      );
    if (!('geolocation' in navigator)) fallback();
    else if (ask) locate();
    else void alreadyGranted().then((granted) => (granted ? locate() : fallback()));
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [ask]);

  return state;
}
