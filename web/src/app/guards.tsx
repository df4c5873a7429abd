import { TOASTS } from '@common/texts';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useSession } from '@/features/auth';

/**
 * Guarded routes (spec section 2, Guard): without a user the visitor goes to /. This is a
 * convenience, not a control: the server decides every permission from the session (D1).
 */
export function RequireAuth() {
  const { user, isChecking } = useSession();
  const location = useLocation();
  if (isChecking) return <PageSpinner label="Checking your session" />;
  // The sign-in returns to the page asked for (issue 35).
  if (!user) return <Navigate to="/" replace state={{ from: location }} />;
  return <Outlet />;
}

/** /admin: members who are not admins get 'Access Denied' and go to /. */
export function RequireAdmin() {
  const { user, isChecking } = useSession();
  const location = useLocation();
  if (isChecking) return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to="/" replace state={{ from: location }} />;
  if (!user.isAdmin) return <AccessDenied />;
  return <Outlet />;
}

function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    toast({ title: TOASTS.accessDenied, description: TOASTS.accessDeniedMessage, variant: 'destructive' });
    navigate('/', { replace: true });
  }, [navigate]);
  return null;
}
