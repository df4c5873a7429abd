// The audit log (issue 12): who did what as an admin (or to an account), written in the same
// transaction as the action. Its own module so that every domain that records an action (posts,
// people, badges, admin) depends on it, and it on none of them.
export {
  type AuditActor,
  type AuditRow,
  type AuditTarget,
  excerpt,
  listAudit,
  recordAudit,
} from './audit-repository';
