import type { SessionUser } from '../sessions';

/** Who is looking: the one viewer shape every access decision takes. */
export interface Viewer {
  id: number;
  isAdmin: boolean;
}

/** The viewer a signed-in member is. */
export function viewerOf(user: Pick<SessionUser, 'id' | 'is_admin'>): Viewer {
  return { id: user.id, isAdmin: user.is_admin };
}
