/** Signed-in screens whose full versions arrive with later issues: heading and note. */
export const appScreens = [
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
