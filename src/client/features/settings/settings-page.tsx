import { useQueryClient } from '@tanstack/react-query';
import { Bell, ChevronRight, CreditCard, Info, LogOut, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LocationSettingsCard } from '../../components/location/location-settings-card';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { UserAvatar } from '../../components/user-avatar';
import { logout, useUser } from '../../lib/auth';

const APP_VERSION = '1.0.0';

const entries: { to: string; label: string; description: string; icon: LucideIcon }[] = [
  { to: '/profile', label: 'Account Settings', description: 'Your photo, name and preferences', icon: UserRound },
  { to: '/subscription', label: 'Manage Subscription', description: 'Premium, credits and billing', icon: CreditCard },
  { to: '/notifications', label: 'Notifications', description: 'Daily tips and e-mail updates', icon: Bell },
  {
    to: '/privacy-security',
    label: 'Privacy & Security',
    description: 'Your data, privacy choices and account',
    icon: ShieldCheck,
  },
  { to: '/about', label: 'About', description: 'Our mission and how Datewise works', icon: Info },
];

function ProfileSummary() {
  const { user } = useUser();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || 'Dating Expert';
  return (
    <Link
      to="/profile"
      className="flex items-center gap-4 rounded-xl border border-border bg-card p-5 shadow-md transition-colors hover:bg-accent sm:p-6"
      data-testid="profile-summary"
    >
      <UserAvatar person={user ?? {}} imageUrl={user?.profileImageUrl} className="size-14 text-lg" />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-lg font-semibold">{name}</span>
        <span className="block truncate text-sm text-muted-foreground">{user?.email}</span>
      </span>
      <span className="hidden text-sm font-semibold text-primary sm:inline">View profile</span>
      <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}

function SettingsEntries() {
  return (
    <nav aria-label="Settings" className="overflow-hidden rounded-xl border border-border bg-card shadow-md">
      <ul className="divide-y divide-border">
        {entries.map(({ to, label, description, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="flex items-center gap-4 px-5 py-4 transition-colors hover:bg-accent sm:px-6">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{label}</span>
                <span className="block text-sm text-muted-foreground">{description}</span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Settings (spec 000 §2.12): the profile summary, the entries, location, the version and sign out. */
export function SettingsPage() {
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageTitle title="Settings" />
      <header className="space-y-1.5">
        <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">Settings</h1>
        <p className="text-muted-foreground">Your account, subscription, notifications and privacy.</p>
      </header>
      <ProfileSummary />
      <SettingsEntries />
      <LocationSettingsCard />
      <p className="text-center text-sm text-muted-foreground">Version {APP_VERSION}</p>
      <Button variant="outline" className="w-full" onClick={() => logout(queryClient)}>
        <LogOut aria-hidden="true" />
        Sign Out
      </Button>
    </div>
  );
}
