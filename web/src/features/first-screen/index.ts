// What the rest of the app may use of the first-screen feature (issue 31): taking over a first
// screen the server drew, and the member's clock cookie. The renderer itself
// (render-first-screen.tsx) is imported by no one: it is the entry of the server build
// (`vite build --ssr`, package.json).
export { adoptFirstScreen } from './first-screen-state';
export { rememberMemberClock } from './member-clock';
