import { useQueryClient } from '@tanstack/react-query';
import { Bookmark, CalendarDays, Crown, LogOut, Mail, SlidersHorizontal } from 'lucide-react';
import { isPremiumActive } from '../../../shared/plans';
import { paths } from '../../../shared/routes';
import { BackLink } from '../../components/back-link';
import { LinkList, type LinkListItem } from '../../components/link-list';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { logout, useUser } from '../../lib/auth';
import { displayName } from '../../lib/display-name';
import { formatMonthYear } from '../../lib/format-date';
import { AvatarUpload } from './avatar-upload';
import { NameForm } from './name-form';
import { PlanCard } from './plan-card';
import { RemovePhoto } from './remove-photo';
import { LocalTime } from '../../components/local-time';

/** Profile's quick actions (spec 000 §2.10): the last one depends on Premium. */
function quickActions(premium: boolean): LinkListItem[] {
  return [
    {
      to: paths.onboarding,
      label: 'Update Preferences',
      description: 'Your goal, interests and biggest challenge',
      icon: SlidersHorizontal,
    },
    { to: paths.saved, label: 'Saved Content', description: 'Messages, date ideas and tips you kept', icon: Bookmark },
    premium
      ? {
          to: paths.subscription,
          label: 'Manage Subscription',
          description: 'Your Premium plan and billing',
          icon: Crown,
        }
      : {
          to: paths.subscription,
          label: 'Upgrade & Credits',
          description: 'Go unlimited or top up credits',
          icon: Crown,
        },
  ];
}

function QuickActions({ premium }: { premium: boolean }) {
  return (
    <section aria-labelledby="quick-actions-title" className="space-y-3">
      <h2 id="quick-actions-title" className="text-lg font-semibold">
        Quick actions
      </h2>
      <LinkList items={quickActions(premium)} />
    </section>
  );
}

/**
 * Profile (spec 000 §2.10), which Settings calls "Account Settings": photo (change or remove), name (edit), e-mail,
 * member since, the plan, quick actions and sign out.
 */
export function ProfilePage() {
  const { user } = useUser();
  const queryClient = useQueryClient();

  if (!user) {
    return (
      <p role="status" className="py-10 text-center text-muted-foreground">
        Loading...
      </p>
    );
  }

  return (
    <div className="space-y-8">
      <PageTitle title="Profile" />
      <BackLink to={paths.home}>Back to home</BackLink>

      <header className="flex flex-col items-center gap-5 rounded-2xl border border-border bg-card p-6 text-center shadow-md sm:flex-row sm:text-left">
        <AvatarUpload user={user} />
        <div className="min-w-0 space-y-1.5">
          <h1 className="font-display text-3xl font-semibold tracking-tight break-words">{displayName(user)}</h1>
          <p className="flex items-center justify-center gap-2 text-muted-foreground sm:justify-start">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-all">{user.email}</span>
          </p>
          {formatMonthYear(user.createdAt) && (
            <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground sm:justify-start">
              <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
              Member since <LocalTime iso={user.createdAt} format={formatMonthYear} />
            </p>
          )}
          <p className="text-xs text-muted-foreground">Photo: an image up to 5 MB. We crop it to a square.</p>
          <div className="pt-1.5">
            <RemovePhoto user={user} />
          </div>
        </div>
      </header>

      <NameForm key={`${user.firstName ?? ''}|${user.lastName ?? ''}`} user={user} />

      <div className="grid gap-6 lg:grid-cols-2">
        <PlanCard user={user} />
        <QuickActions premium={isPremiumActive(user)} />
      </div>

      <Button variant="outline" size="lg" className="w-full sm:w-auto" onClick={() => logout(queryClient)}>
        <LogOut aria-hidden="true" />
        Sign Out
      </Button>
    </div>
  );
}
