import { useQuery } from '@tanstack/react-query';
import { Home, ShieldX } from 'lucide-react';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { paths } from '../../shared/routes';
import { PageTitle } from '../components/page-title';
import { LoadingStatus } from '../components/spinner';
import { Button } from '../components/ui/button';
import { adminStatusQueryOptions } from '../lib/auth';

function AccessDenied() {
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-border bg-card p-8 text-center shadow-md"
      data-testid="access-denied"
    >
      <PageTitle title="Access Denied" />
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive-soft text-destructive">
        <ShieldX className="size-6" aria-hidden="true" />
      </span>
      <h1 className="font-display text-2xl font-semibold tracking-tight">Access Denied</h1>
      <p className="text-muted-foreground">This page is only accessible to administrators.</p>
      <Button asChild variant="outline" className="mt-2">
        <Link to={paths.home}>
          <Home aria-hidden="true" />
          Back to home
        </Link>
      </Button>
    </div>
  );
}

/**
 * The admin-only routes' guard (spec 000 §2.17, §6): asks the admin status,
 * then shows "Access Denied" to anyone who is not an administrator (or when
 * the status cannot be had), so a non-admin never loads the admin screens.
 * The server checks every admin call as well.
 */
export function RequireAdmin() {
  const { data, isPending } = useQuery(adminStatusQueryOptions(true));
  if (isPending) return <LoadingStatus label="Checking admin access..." />;
  if (data?.isAdmin !== true) return <AccessDenied />;
  return (
    <Suspense fallback={<LoadingStatus label="Loading..." />}>
      <Outlet />
    </Suspense>
  );
}
