// Offline use (issue 17): what the member reads about the network, the update and queued workouts.

export const OFFLINE_TEXTS = {
  offline: "You're offline.",
  offlineDetail:
    'Workouts you log are kept on this device and sync when you are back online; pages that need the network load then.',
  waiting: (n: number) => `${n} ${n === 1 ? 'workout' : 'workouts'} waiting to sync`,
  needsNetwork: "You're offline. This loads when you're back online.",
  syncNow: 'Sync now',
  conflictsTitle: 'Workouts that could not sync',
  conflictHelp: 'The server refused these workouts. They stay on this device until you decide.',
  saveWithoutPlan: 'Save without the plan',
  retry: 'Try again',
  discard: 'Discard',
  discardConfirm: 'Discard this workout? It was never saved to your account and cannot be recovered.',
  updateAvailable: 'A new version is available — reload',
  reload: 'Reload',
  unfinishedTitle: 'Unfinished workout',
  unfinishedDetail: (title: string, sets: number) =>
    `${title}: ${sets} ${sets === 1 ? 'set' : 'sets'} done. It was kept on this device.`,
  resume: 'Resume',
  logoutUnsynced: (n: number) =>
    `${n} ${n === 1 ? 'workout has' : 'workouts have'} not synced yet and will be deleted from this device when you sign out. Sign out anyway?`,
} as const;

export const OFFLINE_TOASTS = {
  savedOnDevice: 'Saved on this device',
  savedOnDeviceDescription: 'Your workout will sync when you are back online.',
  synced: (n: number) => (n === 1 ? 'Offline workout synced' : `${n} offline workouts synced`),
  conflict: 'A workout could not sync',
} as const;
