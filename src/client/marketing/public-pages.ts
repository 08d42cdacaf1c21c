import { cityPages, comparisonPages, countryPages, guidePages } from '../../shared/routes';

/** Public pages whose full content arrives with the public-site issue: title and summary. */
export const publicPages: { path: string; title: string; summary: string }[] = [
  {
    path: '/blog',
    title: 'Dating Advice Blog',
    summary: 'Guides and tips for online dating, from first messages to first dates.',
  },
  {
    path: '/dating-coach',
    title: 'AI Dating Coach',
    summary: 'Personal coaching for your profile, your conversations and your dates.',
  },
  {
    path: '/ai-dating-assistant',
    title: 'AI Dating Assistant',
    summary: 'An assistant that helps you write, reply and plan, whenever you need it.',
  },
  {
    path: '/free-profile-analyzer',
    title: 'Free Profile Analyzer',
    summary: 'Paste your bio and see how it reads, free and without signing up.',
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    summary: 'What Datewise collects, why, and the control you have over it.',
  },
  { path: '/terms-of-service', title: 'Terms of Service', summary: 'The terms for using Datewise.' },
  { path: '/about', title: 'About Datewise', summary: 'Why we built an honest AI dating coach.' },
  { path: '/help-support', title: 'Help & Support', summary: 'Answers to common questions, and how to reach us.' },
  {
    path: '/cancellations-refunds',
    title: 'Cancellations & Refunds',
    summary: 'How cancelling works and when refunds apply.',
  },
  ...cityPages.map((p) => ({
    path: p.path,
    title: `Dating Coach in ${p.label}`,
    summary: `Dating advice and date spots for singles in ${p.label}.`,
  })),
  ...countryPages.map((p) => ({
    path: p.path,
    title: `Dating Coach for ${p.label}`,
    summary: `Online dating in ${p.label}: apps, culture and advice.`,
  })),
  ...guidePages.map((p) => ({ path: p.path, title: p.label, summary: 'A practical, step-by-step dating guide.' })),
  ...comparisonPages.map((p) => ({
    path: p.path,
    title: p.label,
    summary: 'An honest comparison to help you choose.',
  })),
];
