import { cityPages, comparisonPages, countryPages, guidePages } from '../../../shared/routes';

export const headerLinks = [
  { to: '/', label: 'Home' },
  { to: '/dating-coach', label: 'Dating Coach' },
  { to: '/ai-dating-assistant', label: 'AI Assistant' },
  { to: '/free-profile-analyzer', label: 'Free Profile Analyzer', highlight: true },
  { to: '/blog', label: 'Blog' },
] as const;

/** The Resources dropdown of spec 001 §2. */
export const resourceGroups = [
  { heading: 'Dating Guides', links: guidePages },
  { heading: 'App Comparisons', links: comparisonPages },
  { heading: 'US Cities', links: cityPages },
  { heading: 'International', links: countryPages },
] as const;

export const footerLinks = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/cancellations-refunds', label: 'Cancellations & Refunds' },
  { to: '/help-support', label: 'Help & Support' },
] as const;
