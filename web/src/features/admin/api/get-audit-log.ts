import type { AuditEntry } from '@common/schemas/admin';
import { useKeysetList } from '@/lib/use-keyset-list';
import { adminKeys } from './keys';

/** GET /api/admin/audit: what admins did, newest first. */
export const useAuditLog = () => useKeysetList<AuditEntry>(adminKeys.audit, '/api/admin/audit');
