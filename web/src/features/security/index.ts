// Sign-in security in Settings (issue 35): two-step sign-in, passkeys, devices. The admin area
// shows the two-step set-up to an admin who has not turned it on yet.
export { SecuritySettings } from './components/security-settings';
export { TwoStepCard } from './components/two-step-card';
