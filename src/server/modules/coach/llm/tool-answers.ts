import { z } from 'zod';
import type { ZodType } from 'zod';
import {
  dateIdeaSchema,
  generatedMessageSchema,
  IMPROVED_BIO_MAX,
  profileAnalysisSchema,
  tipSchema,
} from '../../../../shared/schemas/coach';
import type { DateIdea, ProfileAnalysis } from '../../../../shared/schemas/coach';
import type { AiTool } from '../../../config';
import { dateCategories } from '../offline/catalogue-types';
import { applyRubric, criterionNames, PROFILE_CRITERIA } from '../profile-criteria';
import { sumScores } from '../offline/profile-rubric';
import type { JsonSchema } from './coerce';

/**
 * What each tool asks a model for, derived from the API's response schemas
 * in src/shared: the parts a model writes (the server computes the score and
 * the engagement estimates itself), with the limits the prompts state. Each
 * answer is checked item by item, so one bad suggestion does not cost the
 * other five; what the model left out is filled from the offline coach's
 * answer to the same request and named in `offlineParts`.
 */

const suggestion = profileAnalysisSchema.shape.suggestions.element.extend({ message: z.string().min(1).max(300) });
const judgedCriterion = z.object({
  criterion: z.enum(criterionNames),
  // Any number: the rubric clamps it to the criterion's maximum rather than losing the judgement.
  score: z.number(),
  note: z.string().min(1).max(200),
});

const modelAnswerSchemas = {
  profile: z.object({
    breakdown: z.array(judgedCriterion).min(8).max(8),
    suggestions: z.array(suggestion).min(3).max(6),
    improvedBio: z.string().min(1).max(IMPROVED_BIO_MAX),
  }),
  messages: z.object({
    messages: z
      .array(generatedMessageSchema.pick({ message: true }).extend({ message: z.string().min(1).max(300) }))
      .min(3)
      .max(5),
  }),
  dateIdeas: z.object({
    dateIdeas: z
      .array(
        dateIdeaSchema.extend({
          title: z.string().min(1).max(80),
          description: z.string().min(1).max(300),
          category: z.enum(dateCategories),
          location: z.string().max(100),
        }),
      )
      .min(3)
      .max(6),
  }),
  tip: tipSchema.pick({ tip: true }).extend({ tip: z.string().min(1).max(300) }),
} satisfies Record<AiTool, ZodType>;

/** The full JSON Schema, for coercion (limits included). */
export function toolJsonSchema(tool: AiTool): JsonSchema {
  return z.toJSONSchema(modelAnswerSchemas[tool]) as JsonSchema;
}

const PROVIDER_DROPS = new Set(['$schema', 'minLength', 'maxLength', 'minItems', 'maxItems', 'minimum', 'maximum']);

/**
 * The schema sent as `response_format`: types, keys and enums, which every
 * provider's structured-output mode enforces. Lengths, counts and ranges are
 * left to the prompt and to coercion: OpenAI's strict mode refuses some of
 * these keywords and local servers differ on the rest.
 */
export function providerJsonSchema(tool: AiTool): Record<string, unknown> {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => !PROVIDER_DROPS.has(key))
        .map(([key, value]) => [key, strip(value)]),
    );
  };
  return strip(z.toJSONSchema(modelAnswerSchemas[tool])) as Record<string, unknown>;
}

/** The items of `list` that pass `schema`. */
function validItems<T>(list: unknown, schema: ZodType<T>): T[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function uniqueBy<T>(items: T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item).toLowerCase().replace(/\W+/g, ' ').trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface Assembled<T> {
  value: T;
  offlineParts: string[];
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The analysis from a model's answer; null when the model gave nothing usable. */
export function assembleProfile(answer: unknown, offline: ProfileAnalysis): Assembled<ProfileAnalysis> | null {
  const a = record(answer);
  const judged = validItems(a.breakdown, judgedCriterion);
  const suggestions = uniqueBy(validItems(a.suggestions, suggestion), (s) => s.message).slice(0, 6);
  const improvedBio = text(a.improvedBio);
  if (judged.length === 0 && suggestions.length === 0 && !improvedBio) return null;
  const { breakdown, filled } = applyRubric(judged, offline.breakdown);
  const offlineParts = filled.map((name) => `breakdown.${name}`);
  if (suggestions.length === 0) offlineParts.push('suggestions');
  if (!improvedBio) offlineParts.push('improvedBio');
  return {
    value: {
      score: sumScores(breakdown),
      breakdown,
      suggestions: suggestions.length > 0 ? suggestions : offline.suggestions,
      improvedBio: improvedBio ?? offline.improvedBio,
    },
    offlineParts,
  };
}

/** What can be shown of a profile answer while it streams: complete criteria and suggestions, the bio so far. */
export function partialProfile(answer: unknown): Partial<ProfileAnalysis> {
  const a = record(answer);
  const judged = validItems(a.breakdown, judgedCriterion);
  const suggestions = validItems(a.suggestions, suggestion);
  const improvedBio = text(a.improvedBio);
  const partial: Partial<ProfileAnalysis> = {};
  if (judged.length > 0) {
    const max = (name: string) => PROFILE_CRITERIA.find((c) => c.name === name)?.max ?? 0;
    partial.breakdown = judged.map((c) => ({
      criterion: c.criterion,
      max: max(c.criterion),
      score: Math.min(max(c.criterion), Math.round(c.score * 2) / 2),
      note: c.note,
    }));
  }
  if (suggestions.length > 0) partial.suggestions = suggestions;
  if (improvedBio) partial.improvedBio = [...improvedBio].slice(0, IMPROVED_BIO_MAX).join('');
  return partial;
}

const modelMessage = modelAnswerSchemas.messages.shape.messages.element;

/** Message texts; the offline coach's openers make up a short list (at least 3). */
export function assembleMessages(answer: unknown, offline: string[]): Assembled<string[]> | null {
  const mine = uniqueBy(validItems(record(answer).messages, modelMessage), (m) => m.message)
    .map((m) => m.message)
    .slice(0, 5);
  if (mine.length === 0) return null;
  const extra = offline.filter((m) => !mine.includes(m)).slice(0, Math.max(0, 3 - mine.length));
  return {
    value: [...mine, ...extra],
    offlineParts: extra.map((_, i) => `messages.${mine.length + i}`),
  };
}

/** The complete messages so far, or null before the first one. */
export function partialMessages(answer: unknown): { messages: { message: string }[] } | null {
  const messages = validItems(record(answer).messages, modelMessage);
  return messages.length > 0 ? { messages } : null;
}

const modelIdea = modelAnswerSchemas.dateIdeas.shape.dateIdeas.element;

/** Date ideas; the offline coach's make up a short list (at least 3). */
export function assembleDateIdeas(answer: unknown, offline: DateIdea[]): Assembled<DateIdea[]> | null {
  const mine = uniqueBy(validItems(record(answer).dateIdeas, modelIdea), (idea) => idea.title).slice(0, 6);
  if (mine.length === 0) return null;
  const extra = offline
    .filter((idea) => !mine.some((m) => m.title === idea.title))
    .slice(0, Math.max(0, 3 - mine.length));
  return {
    value: [...mine, ...extra],
    offlineParts: extra.map((_, i) => `dateIdeas.${mine.length + i}`),
  };
}

/** The complete ideas so far, or null before the first one. */
export function partialDateIdeas(answer: unknown): { dateIdeas: DateIdea[] } | null {
  const dateIdeas = validItems(record(answer).dateIdeas, modelIdea);
  return dateIdeas.length > 0 ? { dateIdeas } : null;
}

export function assembleTip(answer: unknown): Assembled<string> | null {
  const tip = modelAnswerSchemas.tip.safeParse(answer);
  return tip.success ? { value: tip.data.tip, offlineParts: [] } : null;
}

export function partialTip(answer: unknown): string | null {
  return text(record(answer).tip);
}
