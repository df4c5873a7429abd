import { useRef, useState } from 'react';

/**
 * One submit at a time. A mutation's `isPending` turns true only at the next render, so a guard on
 * it lets a double click (or Enter pressed twice) send a form twice; this flag is set before
 * anything is awaited and cleared once the request has settled, and `busy` disables the button in
 * between. `send` reports its own failures (the mutation's onError): a rejection only ends the flight.
 */
export function useSingleSubmit() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = async (send: () => Promise<unknown>): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await send();
    } catch {
      // Already told to the member by whoever sent it.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}
