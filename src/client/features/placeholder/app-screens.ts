/** Signed-in screens whose full versions arrive with later issues: heading and note. */
export const appScreens = [
  {
    path: '/onboarding',
    title: 'Welcome to Datewise',
    note: 'Three quick questions about your goals and interests, so your coaching fits you.',
  },
  {
    path: '/profile',
    title: 'Your Profile',
    note: 'Your photo, your plan and quick links to your preferences and saved content.',
  },
  { path: '/settings', title: 'Settings', note: 'Your account, subscription, notifications, privacy and location.' },
  { path: '/notifications', title: 'Notifications', note: 'Choose whether you get daily tips and e-mail updates.' },
  {
    path: '/privacy-security',
    title: 'Privacy & Security',
    note: 'How Datewise treats your data, and the switches that control it.',
  },
  {
    path: '/about',
    title: 'About Datewise',
    note: 'Version 1.0.0. Why we built an honest AI dating coach, and how it works.',
  },
  {
    path: '/licenses-attribution',
    title: 'Licenses & Attribution',
    note: 'The open-source libraries and services Datewise is built on, with their licences.',
  },
  { path: '/viral-features', title: 'Viral Features', note: 'Challenges, referrals, content and achievements.' },
  {
    path: '/viral-content-creator',
    title: 'Viral Content Creator',
    note: 'Trending templates and tools for sharing your dating wins.',
  },
  {
    path: '/admin/analytics',
    title: 'Analytics',
    note: 'Users, revenue, feature usage and geography for administrators.',
  },
] as const;
