// What other features may use of the gyms feature (issue 31): the Gyms tabs of Explore and of the
// admin dashboard, gym search results, the home gym field of the profile editor, the dashboard's
// gyms nearby and people-at-gyms cards (loaded when first shown, in their own chunks), and the
// home-gym visibility choice of Settings (issue 34). Its pages are loaded lazily by the router.
export { AdminGymsTab } from './components/admin-gyms-tab';
export { ExploreGymsTab } from './components/explore-gyms-tab';
export { GymSearchResults } from './components/gym-search-results';
export { HomeGymField } from './components/home-gym-field';
export { HomeGymVisibilitySection } from './components/home-gym-visibility-section';
export { GymsNearbyCard, PeopleAtGymsCard } from './lazy';
