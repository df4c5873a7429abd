import { LIMITS } from '@common/limits';
import type { Gym } from '@common/schemas/gyms';
import { useCallback, useRef, useState } from 'react';
import { getNearbyGyms } from '../api/get-nearby-gyms';

export type NearestState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'found'; gyms: Gym[] }
  | { status: 'none' }
  | { status: 'refused' }
  | { status: 'unavailable' };

// One suggestion; any other gym is one search away.
const SUGGESTED = 1;
const PERMISSION_DENIED = 1;

/**
 * The gyms nearest the member, asked for only when they press the button (D14): the position goes
 * to GET /api/gyms/nearby as a question and is kept nowhere, neither here nor on the server.
 * A refusal and an unavailable position are told apart, so the screen can say which.
 */
export function useNearestGyms(): { state: NearestState; locate: () => void } {
  const [state, setState] = useState<NearestState>({ status: 'idle' });
  // Only the latest request may answer (a second press while the first is out).
  const request = useRef(0);
  const locate = useCallback(() => {
    const mine = ++request.current;
    const answer = (next: NearestState) => {
      if (request.current === mine) setState(next);
    };
    if (!('geolocation' in navigator)) return answer({ status: 'unavailable' });
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        getNearbyGyms({ lat: coords.latitude, lng: coords.longitude }, LIMITS.nearbyRadiusKmDefault, SUGGESTED).then(
          (gyms) => answer(gyms.length > 0 ? { status: 'found', gyms } : { status: 'none' }),
          () => answer({ status: 'unavailable' }),
        ),
      (error) => answer({ status: error.code === PERMISSION_DENIED ? 'refused' : 'unavailable' }),
      { timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  }, []);
  return { state, locate };
}
