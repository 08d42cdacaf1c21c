import { plans } from '../../../shared/plans';
import { figures, priceCopy } from './figures';
import { premiumSummary } from '../../../shared/premium-offer';

/** The about page (spec 000 §2.15): mission, what sets Datewise apart, the claims we quote, how it works. */

export const mission = {
  heading: 'Our mission',
  paragraphs: [
    'Online dating asks a lot of people in a few seconds: a bio that says who you are, a first message that gets read, a plan for a date that does not feel like a job interview. Most of us were never taught any of it.',
    'Datewise exists to make that part easier. We want you to show up as yourself, only clearer: a profile that gives people something to reply to, messages that sound like you on a good day, and dates you actually look forward to.',
  ],
};

export const differences = [
  {
    title: 'Honest about what a score means',
    text: 'A profile score is the coach’s assessment of your bio, and an engagement rate is an estimate of the chance a message gets a reply, starting from the 16-32 % that first messages typically get. We call them what they are: useful for comparing options, never a promise of matches or replies.',
  },
  {
    title: 'Careful with your data',
    text: 'We keep what the product needs and nothing to sell. Your text goes to the AI only to produce your result, card details go straight to our payment processor, and you can export or delete your account from Settings at any time.',
  },
  {
    title: 'Fast, on any device',
    text: 'Datewise runs in the browser on your phone or computer, with no app to install. Our public pages are prebuilt so they load quickly, and the coach answers in moments.',
  },
  {
    title: 'Clear, fair pricing',
    text: `Start free with ${plans.free.dailyRequests} AI requests a day. Buy ${priceCopy.credits} that never expire, or choose Premium at ${priceCopy.premiumLong} for ${premiumSummary}. A request that fails costs nothing.`,
  },
];

/** The about-page figures of the spec (000 §1): marketing copy, labelled as such on the page. */
export const claims = [
  { value: figures.usersShort, label: 'Users' },
  { value: figures.successRate, label: 'Success rate' },
  { value: figures.messagesShort, label: 'Messages' },
  { value: figures.availability, label: 'Availability' },
];

export const claimsNote =
  'These are the figures we quote in our marketing. They are our own claims, not independently audited results, and the product does not measure or guarantee them for you. Your results depend on you, the people you meet, and a fair amount of luck.';

export const steps = [
  {
    title: 'Sign in with Google',
    text: 'No new password and no credit card. Answer three short questions about your goal, your interests and what you find hardest.',
  },
  {
    title: 'Ask the coach',
    text: 'Paste your bio into Profile Coach, describe your match to Message Helper, or tell Date Ideas what you enjoy and what you want to spend.',
  },
  {
    title: 'Make it yours',
    text: 'Edit the suggestions until they sound like you, save the ones you like, and come back for a new tip every day.',
  },
];
