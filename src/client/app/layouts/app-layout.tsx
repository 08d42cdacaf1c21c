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
import { adminItem, isNavItemActive, navGroups, phoneBarItems, phoneHeaderItems, type NavItem } from './app-nav';

const navLinkStyles = {
  sidebar: {
    link: 'flex items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium transition-colors',
    active: 'bg-primary text-primary-foreground shadow-sm',
    idle: 'text-foreground/80 hover:bg-accent hover:text-accent-foreground',
    icon: 'size-4.5',
    label: undefined,
  },
  // The icon over its name, the tools' names on two lines so five fit across 360 px.
  phone: {
    link: 'flex flex-col items-center gap-0.5 rounded-lg text-center text-[0.6875rem] leading-tight font-medium',
    active: 'text-primary',
    idle: 'text-muted-foreground hover:text-foreground',
    icon: 'size-5',
    label: 'w-min',
  },
};

/** A menu entry, marked as the current page when it is (spec 000 §2.2). */
function NavItemLink({
  item,
  pathname,
  variant,
  className,
}: {
  item: NavItem;
  pathname: string;
  variant: keyof typeof navLinkStyles;
  className?: string;
}) {
  const active = isNavItemActive(item.to, pathname);
  const styles = navLinkStyles[variant];
  return (
    <Link
      to={item.to}
      aria-current={active ? 'page' : undefined}
      className={cn(styles.link, active ? styles.active : styles.idle, className)}
    >
      <item.icon className={cn('shrink-0', styles.icon)} aria-hidden="true" />
      <span className={styles.label}>{item.label}</span>
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
                  <NavItemLink item={item} pathname={pathname} variant="sidebar" />
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
  const items = isAdmin ? [...phoneBarItems, adminItem] : phoneBarItems;
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto flex max-w-lg justify-around">
        {items.map((item) => (
          <li key={item.to} className="flex-1">
            <NavItemLink item={item} pathname={pathname} variant="phone" className="h-full px-0.5 pt-2 pb-1.5" />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The signed-in layout: sidebar on desktop; below 1024 px the header and the bottom bar (decision 0036). */
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
        <div className="flex items-center gap-1">
          <nav aria-label="Saved, progress and settings">
            <ul className="flex">
              {phoneHeaderItems.map((item) => (
                <li key={item.to}>
                  <NavItemLink item={item} pathname={pathname} variant="phone" className="min-w-14 px-1 py-0.5" />
                </li>
              ))}
            </ul>
          </nav>
          <Link to={paths.profile} aria-label="Your profile" className="ml-1 rounded-full">
            <UserAvatar person={user ?? {}} imageUrl={user?.profileImageUrl} className="size-9" />
          </Link>
        </div>
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
