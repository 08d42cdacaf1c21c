import type { ActivityType, Budget, TipCategory } from '../../../../shared/schemas/coach';

/** Interest tags the catalogue and the matcher share (the onboarding list, lower case, plus a few more). */
export const interestTags = [
  'music',
  'travel',
  'fitness',
  'food',
  'art',
  'movies',
  'books',
  'sports',
  'photography',
  'gaming',
  'dancing',
  'cooking',
  'nature',
  'animals',
  'coffee',
  'wine',
  'beer',
  'history',
  'science',
  'comedy',
  'theatre',
  'crafts',
  'games',
  'water',
  'fashion',
  'volunteering',
  'wellness',
  'tech',
] as const;
export type InterestTag = (typeof interestTags)[number];

export const dateCategories = [
  'Food & Drink',
  'Outdoors',
  'Active',
  'Arts & Culture',
  'Entertainment',
  'Creative',
  'Learning',
  'Relaxing',
  'Adventure',
  'Giving Back',
] as const;
type DateCategory = (typeof dateCategories)[number];

/**
 * One curated date idea. `{city}` in `description` is replaced by the user's
 * city, or by "town" when none is given, so write "in {city}" or "around {city}".
 */
export interface CatalogueIdea {
  /** Stable kebab-case id, unique. */
  id: string;
  title: string;
  /** 1-3 sentences: what you do and why it works as a date. */
  description: string;
  budget: Budget;
  /** One or more of indoor, outdoor, active, relaxed. */
  activityTypes: ActivityType[];
  /** e.g. "1-2 hours", "Half a day", "An evening". */
  duration: string;
  category: DateCategory;
  /** 1-4 tags. */
  interests: InterestTag[];
  /** Good for a first date (public, easy to leave, conversation-friendly). */
  firstDate: boolean;
  /** What the place must have (place-facts.ts): the sea or a large lake nearby, or a big city's venues. */
  needs?: PlaceNeed[];
}

export type PlaceNeed = 'water' | 'big-city';

/** One tip of the library. */
export interface LibraryTip {
  /** Stable id: the category and a number, e.g. "confidence-07". */
  id: string;
  category: TipCategory;
  /** One to three sentences, concrete and actionable, original wording. */
  text: string;
  /** Dating goals (onboarding step 1) this tip suits best; absent when it suits everyone. */
  goals?: ('serious' | 'casual' | 'confidence')[];
}
