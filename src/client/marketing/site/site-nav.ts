import { cityPages, comparisonPages, countryPages, guidePages, paths } from '../../../shared/routes';

export const headerLinks: { path: string; label: string; highlight?: boolean }[] = [
  { path: paths.home, label: 'Home' },
  { path: paths.datingCoach, label: 'Dating Coach' },
  { path: paths.aiDatingAssistant, label: 'AI Assistant' },
  { path: paths.freeProfileAnalyzer, label: 'Free Profile Analyzer', highlight: true },
  { path: paths.blog, label: 'Blog' },
];

/** The Resources menu of spec 001 §2. */
export const resourceGroups = [
  { heading: 'Dating Guides', links: guidePages },
  { heading: 'App Comparisons', links: comparisonPages },
  { heading: 'US Cities', links: cityPages },
  { heading: 'International', links: countryPages },
] as const;

export const footerLinks = [
  { path: paths.privacyPolicy, label: 'Privacy Policy' },
  { path: paths.termsOfService, label: 'Terms of Service' },
  { path: paths.cancellationsRefunds, label: 'Cancellations & Refunds' },
  { path: paths.helpSupport, label: 'Help & Support' },
] as const;
