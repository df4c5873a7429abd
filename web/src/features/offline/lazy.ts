// The parts of the offline feature that others load lazily, each in its own chunk.

/** The sign-out steps for this device's offline data (confirmUnsynced, clearOfflineData): loaded on sign-out only. */
export const loadOfflineSignOut = () => import('./lib/sign-out');
