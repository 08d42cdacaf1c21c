import type { SettingName } from '../../../shared/account-options';

interface SettingCopy {
  label: string;
  /** One line under the label: what the switch does. */
  description: string;
  /** The "Setting Updated" notice for each new state. */
  turnedOn: string;
  turnedOff: string;
}

export const settingCopy: Record<SettingName, SettingCopy> = {
  dailyTips: {
    label: 'Daily Tips',
    description:
      'A new dating tip every day, with the messages waiting for an outcome, as a notification in your morning.',
    turnedOn: 'Daily tips are on.',
    turnedOff: 'Daily tips are off.',
  },
  emailUpdates: {
    label: 'Email Updates',
    description: 'A weekly summary of what you sent and how it went, by e-mail. Each one has a link to stop them.',
    turnedOn: 'Email updates are on.',
    turnedOff: 'Email updates are off.',
  },
  shareUsageData: {
    label: 'Share Usage Data',
    description: 'Pages viewed and features used, to improve Datewise. Off: the app sends none for you.',
    turnedOn: 'Usage data sharing is on.',
    turnedOff: 'Usage data sharing is off. The app no longer sends usage analytics for you.',
  },
  personalizedExperience: {
    label: 'Personalized Experience',
    description: 'The coach tailors advice to your onboarding answers. Off: it ignores them.',
    turnedOn: 'Personalized experience is on.',
    turnedOff: 'Personalized experience is off. The coach no longer uses your onboarding answers.',
  },
};

/** The notice after a switch is saved, e.g. "Daily tips are on." */
export function settingUpdatedText(name: SettingName, value: boolean): string {
  return value ? settingCopy[name].turnedOn : settingCopy[name].turnedOff;
}
