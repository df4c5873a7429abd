// What other features may use of the notifications feature (issue 31): the unread counts (the
// layout's badges, and their query for a first load). Its pages are loaded lazily by the router,
// by path.
export { unreadCountsOptions, useUnreadCounts } from './api/get-unread-counts';
