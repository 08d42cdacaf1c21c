import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../../shared/routes';
import { BrandLogo } from '../../components/brand-logo';
import { Button } from '../../components/ui/button';
import { UserAvatar } from '../../components/user-avatar';
import { logout, useIsAdmin, useUser } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { useBackgroundLocationUpdater } from '../../lib/location/use-background-location-updater';
import { adminItem, isNavItemActive, mainItems, navGroups, type NavItem } from './app-nav';

function SidebarLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const active = isNavItemActive(item.to, pathname);
  return (
    <Link
      to={item.to}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium transition-colors',
        active
          ? 'bg-primary text-primary-foreground shadow-sm'
          : 'text-foreground/80 hover:bg-accent hover:text-accent-foreground',
      )}
    >
      <item.icon className="size-4.5 shrink-0" aria-hidden="true" />
      {item.label}
    </Link>
  );
}

function Sidebar({ pathname, isAdmin }: { pathname: string; isAdmin: boolean }) {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const groups = isAdmin ? [...navGroups, { heading: 'Admin', items: [adminItem] }] : navGroups;
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-border bg-card/80 backdrop-blur lg:flex">
      <div className="px-5 pt-6 pb-4">
        <BrandLogo />
      </div>
      <nav aria-label="Main" className="flex-1 space-y-6 overflow-y-auto px-3 py-2">
        {groups.map((group) => (
          <div key={group.heading}>
            <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {group.heading}
            </p>
            <ul className="space-y-1">
              {group.items.map((item) => (
                <li key={item.to}>
                  <SidebarLink item={item} pathname={pathname} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="flex items-center gap-3 border-t border-border p-4">
        <UserAvatar person={user ?? {}} imageUrl={user?.profileImageUrl} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold">{user?.firstName || 'User'}</p>
          <p className="truncate text-xs text-muted-foreground">{user?.email}</p>
        </div>
        <Button variant="ghost" size="icon" aria-label="Sign out" onClick={() => logout(queryClient)}>
          <LogOut className="size-4.5" aria-hidden="true" />
        </Button>
      </div>
    </aside>
  );
}

function BottomBar({ pathname, isAdmin }: { pathname: string; isAdmin: boolean }) {
  const items = isAdmin ? [...mainItems, adminItem] : mainItems;
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto flex max-w-md justify-around">
        {items.map((item) => {
          const active = isNavItemActive(item.to, pathname);
          return (
            <li key={item.to} className="flex-1">
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex flex-col items-center gap-1 py-2.5 text-xs font-medium',
                  active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <item.icon className="size-5" aria-hidden="true" />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The signed-in layout: sidebar on desktop, bottom bar below 1024 px. */
export function AppLayout() {
  const { pathname } = useLocation();
  const { user } = useUser();
  const isAdmin = useIsAdmin();
  useBackgroundLocationUpdater();
  return (
    <div className="min-h-dvh bg-background">
      <Sidebar pathname={pathname} isAdmin={isAdmin} />
      <header className="sticky top-0 z-20 flex items-center justify-between border-b border-border bg-background/90 px-4 py-3 backdrop-blur lg:hidden">
        <BrandLogo />
        <Link to={paths.profile} aria-label="Your profile" className="rounded-full">
          <UserAvatar person={user ?? {}} imageUrl={user?.profileImageUrl} className="size-9" />
        </Link>
      </header>
      <main id="main" className="pb-24 lg:pb-10 lg:pl-64">
        <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
          <Outlet />
        </div>
      </main>
      <BottomBar pathname={pathname} isAdmin={isAdmin} />
    </div>
  );
}
