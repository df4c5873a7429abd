// A member's privacy and notification settings (D5): stored choices and their defaults. Who a
// choice lets in is the access module's rule.
export { getSettings, updateSettings } from './settings-repository';
