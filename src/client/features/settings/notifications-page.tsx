import { PageTitle } from '../../components/page-title';
import { BackToSettings } from './back-to-settings';
import { SettingSwitches } from './setting-switches';

/** Notifications (spec 000 §2.13): Daily Tips (on by default) and Email Updates (off), saved on the server. */
export function NotificationsPage() {
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageTitle title="Notifications" />
      <header className="space-y-4">
        <BackToSettings />
        <div className="space-y-1.5">
          <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">Notifications</h1>
          <p className="text-muted-foreground">
            Choose what Datewise sends you. Your choices are saved to your account.
          </p>
        </div>
      </header>
      <SettingSwitches title="What you receive" names={['dailyTips', 'emailUpdates']} />
    </div>
  );
}
