import { useState } from 'react';
import type { SettingName } from '../../../shared/account-options';
import { PageTitle } from '../../components/page-title';
import { SettingsScreenHeader } from './settings-screen-header';
import { SettingSwitches } from './setting-switches';
import { pushState, subscribeToPush, unsubscribeFromPush, type PushState } from '../../lib/web-push';

const pushNotes: Partial<Record<PushState, string>> = {
  blocked:
    'Your browser blocks notifications from Datewise, so Daily Tips cannot arrive as notifications. Allow notifications for this site in your browser’s settings, then turn Daily Tips off and on again.',
  unsupported: 'This browser cannot receive notifications from websites. Daily Tips are still on the Daily Tips page.',
  ask: 'Notifications were not allowed. Turn Daily Tips off and on again to be asked once more.',
};

/**
 * Notifications (spec 000 §2.13): Daily Tips (on by default) and Email Updates (off), saved on the server. Turning
 * Daily Tips on also asks, from that tap, to send this browser a morning notification; turning it off stops them.
 */
export function NotificationsPage() {
  // What the browser allows, read without prompting; after a tap, what that tap got.
  const [push, setPush] = useState<PushState | null>(() => {
    const state = pushState();
    return state === 'blocked' ? state : null;
  });
  const [pushFailed, setPushFailed] = useState(false);

  const onChanged = (name: SettingName, value: boolean) => {
    if (name !== 'dailyTips') return;
    setPushFailed(false);
    const change = value ? subscribeToPush().then(setPush) : unsubscribeFromPush().then(() => setPush(null));
    change.catch(() => setPushFailed(true));
  };

  const note = pushFailed
    ? 'Notifications could not be set up in this browser just now. Turn Daily Tips off and on again to retry.'
    : push && pushNotes[push];
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageTitle title="Notifications" />
      <SettingsScreenHeader
        title="Notifications"
        intro="Choose what Datewise sends you. Your choices are saved to your account."
      />
      <SettingSwitches title="What you receive" names={['dailyTips', 'emailUpdates']} onChanged={onChanged} />
      {note && (
        <p role="status" className="rounded-xl border border-border bg-card px-5 py-4 text-sm" data-testid="push-note">
          {note}
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        Daily Tips arrive as a notification in your morning, with any message waiting for you to say how it went. Email
        Updates are a weekly summary on Monday mornings; every e-mail has a link to stop them.
      </p>
    </div>
  );
}
