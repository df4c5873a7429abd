import type { RemoteOrigin } from '@common/federation';
import type { User } from '@common/schemas/user';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { profilePath } from '@/lib/profile-path';

interface AuthorLinkProps {
  user: Pick<User, 'id' | 'username'>;
  /** Set for a post or comment from another server: its author has no profile here. */
  remote?: RemoteOrigin | null;
  className?: string;
  tabIndex?: number;
  'aria-hidden'?: boolean | 'true';
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * The author's name or avatar as a link: to their profile here, or, for a post or comment from
 * another server (issue 37), to the original there, opened apart and sending no referrer.
 */
export function AuthorLink({ user, remote, children, ...rest }: AuthorLinkProps) {
  if (remote) {
    return (
      <a href={remote.url} target="_blank" rel="nofollow noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={profilePath(user)} {...rest}>
      {children}
    </Link>
  );
}

/** How the author's handle reads: `@name` here, the full `@name@server` for a remote author. */
export const handleOf = (user: Pick<User, 'username'>, remote?: RemoteOrigin | null) =>
  remote ? remote.handle : `@${user.username}`;
