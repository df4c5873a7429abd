// The federation feature (issue 37): the fediverse switch and remote followers in Settings, finding
// and following people on other servers from the search page, the "from server" mark on remote
// posts and comments, and the admin's blocked servers.
export { BlockedServersTab } from './components/blocked-servers-tab';
export { FederationSettingsSection } from './components/federation-settings-section';
export { RemoteAccountSearch } from './components/remote-account-search';
export { RemoteText } from './components/remote-text';
export { RemoteMark, type RemoteOriginLike, ServerMark } from './components/server-mark';
