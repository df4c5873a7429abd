// What the rest of the app may use of the challenges feature (issue 34): a list of challenges and
// the public ones running now (Explore). Its pages (/challenges, /challenges/{id}) are loaded by
// the router, by path.
export { ChallengeList } from './components/challenge-list';
export { ChallengeSearchResults } from './components/challenge-search-results';
export { ExploreChallenges } from './components/explore-challenges';
