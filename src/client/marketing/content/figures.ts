import { plans, premiumPriceLabel } from '../../../shared/plans';

/**
 * Marketing figures (spec 000 §1, 001 §1 and §9). They are copy, not data the
 * product measures or enforces: kept in one place so they can be changed, and
 * never presented as audited results.
 */
export const figures = {
  users: '50,000+',
  usersShort: '50K+',
  responseRateLift: '73%',
  matchMultiplier: '3x',
  moreMatches: '300%',
  moreDates: '2.3x',
  successRate: '89%',
  aiTools: '6+',
  countries: '5',
  responseTime: 'under 0.5s',
  messagesAnalyzed: '2.5M+',
  messagesShort: '1M+',
  availability: '24/7',
  landingRating: { value: 4.9, reviews: '8,500' },
  analyzerRating: 4.8,
  serviceRating: { value: 4.8, reviews: 12500 },
  /** What a human dating coach typically charges (spec 001: "$100+/hour"). */
  humanCoachPrice: '$100+/hour',
  viralTemplates: '25+',
  viralViews: '2.3M',
} as const;

/** City claims of spec 001 §9: users / success / match increase / quality dates. */
export const cityFigures = {
  'new-york': { users: '15,000', success: '85%', matchIncrease: '400%', qualityDates: '2.8x' },
  'los-angeles': { users: '12,000', success: '82%', matchIncrease: '350%', qualityDates: '3.2x' },
  chicago: { users: '8,000', success: '87%', matchIncrease: '320%', qualityDates: '2.9x' },
  houston: { users: '6,500', success: '84%', matchIncrease: '310%', qualityDates: '2.7x' },
  miami: { users: '5,500', success: '88%', matchIncrease: '380%', qualityDates: '3.1x' },
} as const;

export const countryFigures = {
  india: { users: '5,000+', success: '85%', cities: '25+' },
  canada: { users: '3,000+', success: '92%', provinces: '13' },
  australia: { users: '2,500+', appUsers: '8M+', success: '90%', regions: '8', couples: '2500+' },
  uk: { users: '4,000+', appUsers: '18M+', success: '88%', cities: '50+', couples: '4000+' },
} as const;

/** Prices as every page states them (one source: the shared plans module). */
export const priceCopy = {
  premium: premiumPriceLabel,
  premiumLong: `$${(plans.premium.priceCents / 100).toFixed(2)} per week`,
  freeDaily: `${plans.free.dailyRequests} free AI requests a day`,
  credits: `${plans.credits.packSize} credits for $${(plans.credits.priceCents / 100).toFixed(2)}`,
} as const;
