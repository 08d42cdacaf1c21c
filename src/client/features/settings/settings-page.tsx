import { useQueryClient } from '@tanstack/react-query';
import { Bell, ChevronRight, CreditCard, Info, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { LinkList, type LinkListItem } from '../../components/link-list';
import { LocationSettingsCard } from '../../components/location/location-settings-card';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { UserAvatar } from '../../components/user-avatar';
import { APP_VERSION } from '../../lib/app-version';
import { logout, useUser } from '../../lib/auth';
import { displayName } from '../../lib/display-name';

const entries: LinkListItem[] = [
  { to: paths.profile, label: 'Account Settings', description: 'Your photo, name and preferences', icon: UserRound },
  {
    to: paths.subscription,
    label: 'Manage Subscription',
    description: 'Premium, credits and billing',
    icon: CreditCard,
  },
  { to: paths.notifications, label: 'Notifications', description: 'Daily tips and e-mail updates', icon: Bell },
  {
    to: paths.privacySecurity,
    label: 'Privacy & Security',
    description: 'Your data, privacy choices and account',
    icon: ShieldCheck,
  },
  { to: paths.about, label: 'About', description: 'Our mission and how Datewise works', icon: Info },
];

function ProfileSummary() {
  const { user } = useUser();
  const name = displayName(user ?? {});
  return (
    <Link
      to={paths.profile}
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
    <nav aria-label="Settings">
      <LinkList items={entries} />
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
