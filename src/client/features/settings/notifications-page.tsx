import { PageTitle } from '../../components/page-title';
import { SettingsScreenHeader } from './settings-screen-header';
import { SettingSwitches } from './setting-switches';

/** Notifications (spec 000 §2.13): Daily Tips (on by default) and Email Updates (off), saved on the server. */
export function NotificationsPage() {
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageTitle title="Notifications" />
      <SettingsScreenHeader
        title="Notifications"
        intro="Choose what Datewise sends you. Your choices are saved to your account."
      />
      <SettingSwitches title="What you receive" names={['dailyTips', 'emailUpdates']} />
    </div>
  );
}
