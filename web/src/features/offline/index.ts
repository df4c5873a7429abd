// What other features may use of the offline feature (issue 31): the offline banner, a workout
// saved once (queued when offline), the logger's draft kept on the device, and what sign-out does
// to this device's data (loaded on sign-out only: the landing page carries no IndexedDB code).
export { saveWorkoutOnce } from './api/save-workout';
export { DeferredOfflineStatus } from './components/deferred-offline-status';
export { loadOfflineSignOut } from './lazy';
export { newClientKey } from './lib/client-key';
export { clearDraft, loadDraft, saveDraft } from './lib/drafts';
