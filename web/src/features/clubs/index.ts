// What the rest of the app may use of the clubs feature (issue 34): a list of clubs, Explore's
// Clubs tab, and a gym page's "I'm here", who is here now and the clubs at the gym. Its pages
// (/clubs, /clubs/{id}) are loaded by the router, by path.
// A club challenge's page asks whether the viewer is in its club (only members may join).
export { useClub } from './api/get-club';
export { useGymClubs } from './api/list-gym-clubs';
export { ClubList } from './components/club-list';
export { ClubSearchResults } from './components/club-search-results';
export { ExploreClubsTab } from './components/explore-clubs-tab';
export { GymClubsAndPresence } from './components/gym-clubs-and-presence';
// The create forms' shared submit (the challenge form uses it too).
export { useCreateSubmit } from './lib/use-create-submit';
