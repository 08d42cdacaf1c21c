import { authPaths } from '../../../shared/routes';
import type { FaqItem } from '../site/ui';
import { priceCopy } from './figures';

/**
 * Content of /best-ai-dating-coaches-2025 (spec 001 §2, §9). Only real products
 * and facts we are sure of: where a category has no single product we can vouch
 * for, it is compared as a category with a real, named example.
 */

interface CoachOption {
  rank: number;
  name: string;
  /** What kind of help it is. */
  kind: string;
  /** Our rating out of 5 (spec 001 §9). */
  rating: number;
  price: string;
  bestFor: string;
  summary: string;
  pros: string[];
  cons: string[];
  /** Internal options link to our own pages; external ones open the official site in a new tab. */
  link: { href: string; label: string; external: boolean };
}

export const coachOptions: CoachOption[] = [
  {
    rank: 1,
    name: 'Datewise',
    kind: 'Dedicated AI dating coach',
    rating: 4.9,
    price: `Free to start (${priceCopy.freeDaily}); ${priceCopy.credits}; Premium ${priceCopy.premiumLong}`,
    bestFor: 'Online daters who want help with their profile, messages and date plans in one place',
    summary:
      'Datewise is built only for dating. It reviews and rewrites your bio, suggests openers and replies that fit the person you are talking to, plans dates around your interests and budget, and offers a practical tip each day. The free profile analyzer works without an account.',
    pros: [
      'Made for dating, so you do not have to explain the context every time',
      'Profile, messages, date ideas and daily tips in one place',
      `Free to start with ${priceCopy.freeDaily}, no credit card`,
      'Available whenever you need a reply, day or night',
    ],
    cons: [
      'Works with text: it does not pick or rate your photos',
      `Premium is billed weekly (${priceCopy.premiumLong}), which adds up over a month; credits are cheaper for light use`,
    ],
    link: { href: authPaths.signIn, label: 'Get AI Dating Coach', external: false },
  },
  {
    rank: 2,
    name: 'ChatGPT Plus',
    kind: 'General-purpose AI assistant (by OpenAI)',
    rating: 4.5,
    price: '$20/month',
    bestFor: 'People who already pay for ChatGPT and are comfortable writing their own prompts',
    summary:
      'ChatGPT is a general AI assistant, not a dating coach. With good instructions it can draft a bio, suggest replies or brainstorm date ideas, and Plus gives you more capable models and higher limits than the free tier. You supply the dating know-how and judge the advice yourself.',
    pros: [
      'Very capable writing help for almost any task',
      'Can look at images you upload, such as photos you are choosing between',
      'Useful well beyond dating',
    ],
    cons: [
      'Not built for dating: you have to give it the context and the goal',
      'Advice can be generic unless you prompt carefully',
      'A monthly subscription for a general tool',
    ],
    link: { href: 'https://chatgpt.com/', label: 'Visit ChatGPT', external: true },
  },
  {
    rank: 3,
    name: 'AI tools inside dating apps',
    kind: "Built-in features, for example Tinder's Photo Selector",
    rating: 4.3,
    price: 'Comes with the app; no separate subscription',
    bestFor: 'People who want quick help without leaving the dating app they already use',
    summary:
      "Dating apps have started adding AI helpers of their own. Tinder's Photo Selector, launched in 2024, suggests which photos from your camera roll to put on your profile. These tools are handy, but each covers one task inside one app.",
    pros: [
      'Right where you are already swiping',
      'No extra account or payment',
      'Tuned to that app and its profile format',
    ],
    cons: [
      'Narrow: each tool helps with one thing, such as photos',
      'Only works inside that one app',
      'Features and availability differ by app and country',
    ],
    link: { href: 'https://tinder.com/', label: 'Visit Tinder', external: true },
  },
  {
    rank: 4,
    name: 'A human dating coach',
    kind: 'One-to-one coaching with a person',
    rating: 4.1,
    price: 'Varies widely; usually billed per session or package',
    bestFor: 'Deeper work on confidence, patterns and what you want, with someone holding you accountable',
    summary:
      'A good human coach can look at your whole situation, role-play a first date and keep you on track week to week. Anyone can call themselves a dating coach, so check training and reviews. The International Coaching Federation (ICF) lists credentialed coaches.',
    pros: [
      'Human judgment and real accountability',
      'Can work on confidence and habits, not just text',
      'Can review photos, profiles and your approach as a whole',
    ],
    cons: [
      'Costs far more than an app',
      'Sessions by appointment, not when a reply is due',
      'Quality varies: the field is unregulated',
    ],
    link: {
      href: 'https://coachingfederation.org/',
      label: 'Visit the ICF',
      external: true,
    },
  },
];

/** The feature table: rows of the options above, in the same order. */
export const featureColumns = ['Datewise', 'ChatGPT Plus', 'In-app AI tools', 'Human coach'] as const;

export const featureRows: { feature: string; values: [string, string, string, string] }[] = [
  { feature: 'Built for dating', values: ['Yes', 'No, general purpose', 'Yes, for one app', 'Yes'] },
  { feature: 'Bio feedback and rewrites', values: ['Yes', 'Yes, if you prompt it', 'Varies by app', 'Yes'] },
  { feature: 'Openers and replies', values: ['Yes', 'Yes, if you prompt it', 'Varies by app', 'Yes'] },
  { feature: 'Date ideas', values: ['Yes', 'Yes, if you prompt it', 'Varies by app', 'Yes'] },
  { feature: 'Photo selection', values: ['No', 'Yes, from uploaded images', "Yes (Tinder's Photo Selector)", 'Yes'] },
  { feature: 'Available any time', values: ['Yes', 'Yes', 'Yes', 'By appointment'] },
  {
    feature: 'Free option',
    values: [
      `Yes, ${priceCopy.freeDaily}`,
      'A free tier with limits',
      'Included with the app',
      'Sometimes a free intro call',
    ],
  },
  {
    feature: 'Price',
    values: [`${priceCopy.premiumLong} (Premium)`, '$20/month', 'No separate charge', 'Per session or package'],
  },
];

export const ratingCriteria = [
  'Focus on dating: how much of the help is built for profiles, messages and dates',
  'Quality and specificity of the advice',
  'Cost, including whether you can start free',
  'Availability: help when a reply is due, not next week',
  'Ease of use for someone who is not an AI expert',
];

export const coachFaqs: FaqItem[] = [
  {
    question: 'What does an AI dating coach do?',
    answer:
      'It helps with the parts of online dating that are mostly writing and planning: reviewing and rewriting your bio, suggesting first messages and replies, and planning dates. Datewise does all of these and adds a daily tip. It gives suggestions; you decide what to send.',
  },
  {
    question: 'Is ChatGPT good enough as a dating coach?',
    answer:
      'It can be, if you give it good context and judge the results. ChatGPT Plus costs $20 a month and is a general assistant, so you have to explain your profile, the app and what you want each time. A dedicated coach like Datewise already knows the context and is free to start.',
  },
  {
    question: 'How much does Datewise cost?',
    answer: `Datewise is free to start with ${priceCopy.freeDaily}, and no credit card is needed. For more, buy ${priceCopy.credits} (one credit per request) or choose Premium at ${priceCopy.premiumLong} for unlimited requests. You can cancel Premium anytime.`,
  },
  {
    question: 'Will my matches know I used AI?',
    answer:
      'Not if the words still sound like you. Treat suggestions as drafts: keep the details that are true, change anything you would not say out loud, and never claim interests you do not have.',
  },
  {
    question: 'Can an AI coach replace a human coach or a therapist?',
    answer:
      'For everyday writing and planning, an AI coach is fast and affordable. For deeper work on confidence or patterns, a human coach adds accountability. If dating is tangled up with anxiety, grief or past trauma, talk to a licensed therapist.',
  },
];
