/**
 * The AI tools' options and input limits, without zod, so a page can import
 * them without the schema library (the schemas in schemas/coach.ts use them).
 */
export const suggestionTypes = ['positive', 'warning', 'improvement'] as const;
export const messageStyles = ['playful', 'thoughtful', 'funny'] as const;
export const messageModes = ['starter', 'reply'] as const;
export const budgets = ['free', '$', '$$', '$$$'] as const;
export const activityTypes = ['indoor', 'outdoor', 'active', 'relaxed'] as const;
export const tipCategories = ['confidence', 'conversation', 'profile', 'etiquette'] as const;

export type MessageStyle = (typeof messageStyles)[number];
export type MessageMode = (typeof messageModes)[number];
export type Budget = (typeof budgets)[number];
export type ActivityType = (typeof activityTypes)[number];
export type TipCategory = (typeof tipCategories)[number];

export const BIO_INPUT_MAX = 2000;
export const MATCH_INFO_MAX = 2000;
export const INTERESTS_MAX = 500;
export const CITY_MAX = 100;
/** Tinder's bio limit: a model's rewritten bio always fits. */
export const IMPROVED_BIO_MAX = 500;
/**
 * The offline coach's improved bio is a careful edit of the user's own (decision 0054), so it is as long as theirs,
 * with room for one added sentence with a fill-in.
 */
export const EDITED_BIO_MAX = BIO_INPUT_MAX + 200;

/** Where a model runs: any OpenAI-compatible server, or a first-class provider of the AI SDK (AI_PROVIDER). */
export const aiProviders = ['openai-compatible', 'openai', 'anthropic', 'google'] as const;
export type AiProvider = (typeof aiProviders)[number];
