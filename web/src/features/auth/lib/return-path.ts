/**
 * Where a sign-in goes next (issue 35, point 5): the guarded page a visitor opened before being
 * sent to sign in (the router's location state `from`), else the dashboard. Only a path of this
 * app is followed, never another site.
 */
export function returnPathFrom(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  if (!pathname.startsWith('/') || pathname.startsWith('//') || ['/', '/login', '/register'].includes(pathname)) {
    return '/dashboard';
  }
  const search = typeof from?.search === 'string' ? from.search : '';
  const hash = typeof from?.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
