// What other features may use of the gyms feature (issue 31): the Gyms tabs of Explore and of the
// admin dashboard, gym search results, the home gym field of the profile editor, and the
// dashboard's gyms nearby card (loaded when first shown, in its own chunk). Its pages are loaded
// lazily by the router, by path.
export { AdminGymsTab } from './components/admin-gyms-tab';
export { ExploreGymsTab } from './components/explore-gyms-tab';
export { GymSearchResults } from './components/gym-search-results';
export { HomeGymField } from './components/home-gym-field';
export { GymsNearbyCard } from './lazy';
