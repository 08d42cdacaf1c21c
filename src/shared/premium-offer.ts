import { plans, premiumPriceLabel } from './plans';

/**
 * What Premium adds over the free plan, as the server enforces it today (metering/meter.ts, the ad slots,
 * billing-service.ts): the one list every screen and public page that describes Premium renders from. The free plan
 * already has every tool and the whole profile analysis, so neither is sold as Premium.
 */
export interface PremiumBenefit {
  /** Short, for lists and cards. */
  title: string;
  /** One sentence, for pages that explain. */
  detail: string;
}

export const premiumBenefits: readonly PremiumBenefit[] = [
  {
    title: 'Unlimited AI requests',
    detail: `No daily limit on any tool: profile analyses, openers and replies, date ideas and category tips. Free accounts get ${plans.free.dailyRequests} requests a day.`,
  },
  {
    title: 'No ads',
    detail: 'No ads on your dashboard or between date ideas.',
  },
  {
    title: 'Your credits stay untouched',
    detail: 'Requests never use credits while Premium is on, so any you bought are still there if it ends.',
  },
  {
    title: 'Stop or restart any time',
    detail:
      'Cancel the renewal whenever you like. Premium lasts to the end of the week you paid for, and you can turn renewal back on before then.',
  },
];

/** The same offer in one phrase, for sentences on public pages ("Premium is $9.99 per week for ..."). */
export const premiumSummary = 'unlimited AI requests and no ads';

/** What every account gets for free: the plan Premium is compared with. */
export const freePlanIncludes: readonly string[] = [
  `${plans.free.dailyRequests} AI requests a day, on every tool`,
  'The full profile analysis, every criterion',
  `${plans.free.dailyTips} category tips a day that don't count as requests`,
  "Today's tip, always free",
];

/** The free tip rule in one sentence (decision 0040), for the meter, Daily Tips and the help pages. */
export const freeTipsRule = `Your first ${plans.free.dailyTips} category tips each day are free and don't use your AI requests; after that, a tip counts as one request.`;

/** "Premium: $9.99/week for unlimited AI requests and no ads." */
export const premiumOneLiner = `${premiumPriceLabel} for ${premiumSummary}`;
