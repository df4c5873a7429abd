// Members' rows as every domain reads them: the columns, the presenters, the lookups. A member's
// profile, follows and account live in people; this is the lower layer they and others share.
export { presentUser, presentUserSummary } from './presenter';
export {
  findPasswordHash,
  findUserById,
  findUserCredentials,
  lockAdmins,
  lockUserById,
  type ProfileChanges,
  updatePasswordHash,
  updateUnitPreferences,
  updateUserProfile,
} from './repository';
export { fullName, USER_COLUMNS, type UserRow, userColumns } from './user-row';
