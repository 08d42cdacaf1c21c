import { paths } from '../../../shared/routes';

/**
 * Shared data of the comparison and report pages (spec 001 §2 "App Comparisons"):
 * the review date and the blurbs of the related-links block.
 */

/** The last meaningful review of these pages (after Match Group's and Bumble's 2024 annual results). */
export const COMPARISONS_UPDATED = '2025-03-03';
export const COMPARISONS_PUBLISHED = '2025-01-15';
export const COMPARISONS_AUTHOR = 'Datewise Editorial Team';

/** One line per page for the "More comparisons" block. */
export const comparisonBlurbs: Record<string, string> = {
  [paths.bestAiDatingCoaches]:
    'Datewise, ChatGPT Plus, in-app AI tools and human coaches: what each is good at and what it costs.',
  [paths.bestDatingApps]:
    'Eight dating apps reviewed: who each one suits, pros and cons, prices and a category filter.',
  [paths.tinderVsBumble]: 'Who messages first, features, prices and which of the two fits what you want.',
  [paths.datingStatistics]:
    'Published figures on who dates online, how couples meet, what the apps earn and how to stay safe.',
};

/** Example US list prices (spec 001 §9). They vary by age, region, plan length and over time. */
export const examplePrices = {
  tinderPlus: '$9.99/mo',
  tinderGold: '$19.99/mo',
  tinderPlatinum: '$39.99/mo',
  bumbleBoost: '$24.99/mo',
  bumblePremium: '$39.99/mo',
} as const;

export const PRICE_CAVEAT =
  'Prices are typical US list prices for a one-month plan. Dating apps charge different amounts by age, region and plan length, and change them often, so check the app before you buy.';
