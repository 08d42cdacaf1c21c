import { cityPages, comparisonPages, countryPages, guidePages } from '../../../shared/routes';

export const headerLinks: { path: string; label: string; highlight?: boolean }[] = [
  { path: '/', label: 'Home' },
  { path: '/dating-coach', label: 'Dating Coach' },
  { path: '/ai-dating-assistant', label: 'AI Assistant' },
  { path: '/free-profile-analyzer', label: 'Free Profile Analyzer', highlight: true },
  { path: '/blog', label: 'Blog' },
];

/** The Resources menu of spec 001 §2. */
export const resourceGroups = [
  { heading: 'Dating Guides', links: guidePages },
  { heading: 'App Comparisons', links: comparisonPages },
  { heading: 'US Cities', links: cityPages },
  { heading: 'International', links: countryPages },
] as const;

export const footerLinks = [
  { path: '/privacy-policy', label: 'Privacy Policy' },
  { path: '/terms-of-service', label: 'Terms of Service' },
  { path: '/cancellations-refunds', label: 'Cancellations & Refunds' },
  { path: '/help-support', label: 'Help & Support' },
] as const;
