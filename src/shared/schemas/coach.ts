import { z } from 'zod';
import {
  activityTypes,
  BIO_INPUT_MAX,
  budgets,
  CITY_MAX,
  EDITED_BIO_MAX,
  INTERESTS_MAX,
  MATCH_INFO_MAX,
  messageModes,
  messageStyles,
  suggestionTypes,
  tipCategories,
} from '../coach-options';
import { CONVERSATION_LINE_MAX, CONVERSATION_LINES_MAX, conversationSpeakers } from '../conversation';

/**
 * Requests and responses of the AI coach (API.md "AI tools"). The server
 * validates requests with these, and the LLM engine validates a model's
 * output with the very same response schemas, so nothing the client shows
 * can have another shape.
 */

/** Free text from the user: trimmed, not blank, capped (the message names the field through the path). */
const userText = (max: number) =>
  z.string().trim().min(1, 'must not be blank').max(max, `must be at most ${max} characters`);

/** "Generate more": 0 is the first set, each click asks for the next one. */
const roundSchema = z.number().int().min(0).max(50).default(0);

export * from '../coach-options';
export * from '../conversation';

/**
 * Who wrote an answer. `offline`: Datewise's offline coach (rules and curated
 * libraries). `fallback`: a model is configured but failed, so the offline
 * coach answered and nothing was charged. `offlineParts`: parts a model left
 * out that the offline coach filled ("improvedBio", "breakdown.Length",
 * "messages.3"), so the screen can say so.
 */
const coachSourceSchema = z.object({
  engine: z.enum(['model', 'offline']),
  fallback: z.boolean(),
  offlineParts: z.array(z.string().max(60)).max(24),
});
export type CoachSource = z.infer<typeof coachSourceSchema>;

// Profile Coach

export const analyzeProfileRequestSchema = z.object({ bio: userText(BIO_INPUT_MAX) });
export type AnalyzeProfileRequest = z.infer<typeof analyzeProfileRequestSchema>;

const criterionScoreSchema = z.object({
  criterion: z.string().min(1).max(60),
  score: z.number().min(0).max(10),
  max: z.number().positive().max(10),
  note: z.string().min(1).max(300),
});
export type CriterionScore = z.infer<typeof criterionScoreSchema>;

/**
 * One change the Profile Coach's edit made to the user's bio, with its reason (decision 0054): a fix (spelling,
 * capitals, texting forms), a cut (a sentence that is only a cliché) or an addition (a sentence with a fill-in in
 * square brackets the user completes). What is not listed was kept as written.
 */
export const bioEditSchema = z.object({
  kind: z.enum(['fixed', 'cut', 'add']),
  from: z.string().max(300),
  to: z.string().max(300),
  reason: z.string().min(1).max(200),
});
export type BioEdit = z.infer<typeof bioEditSchema>;

export const profileAnalysisSchema = z.object({
  score: z.number().min(0).max(10),
  suggestions: z
    .array(z.object({ type: z.enum(suggestionTypes), message: z.string().min(1).max(400) }))
    .min(1)
    .max(12),
  improvedBio: z.string().min(1).max(EDITED_BIO_MAX),
  /** The improved bio's score by the same rubric ("6 → 7.5"); what Progress keeps when the user adopts it. */
  improvedScore: z.number().min(0).max(10).optional(),
  /** What the edit changed and why; absent when a model rewrote the bio. */
  edits: z.array(bioEditSchema).max(40).optional(),
  breakdown: z.array(criterionScoreSchema).min(1).max(12),
  source: coachSourceSchema.optional(),
});
export type ProfileAnalysis = z.infer<typeof profileAnalysisSchema>;

// Message Helper

export const conversationLineSchema = z.object({
  from: z.enum(conversationSpeakers),
  text: userText(CONVERSATION_LINE_MAX),
});

/** What a chat screenshot says (`POST /api/ai/read-screenshot`): empty when no conversation was found. */
export const readScreenshotResponseSchema = z.object({
  lines: z.array(conversationLineSchema).max(CONVERSATION_LINES_MAX),
});
export type ReadScreenshotResponse = z.infer<typeof readScreenshotResponseSchema>;

/**
 * Starters take the match's details (`matchInfo`); a reply takes their message as text (`matchInfo`, which may be
 * a pasted conversation) or the conversation as lines (`conversation`, from a screenshot the user checked).
 */
export const generateMessagesRequestSchema = z
  .object({
    matchInfo: userText(MATCH_INFO_MAX).optional(),
    conversation: z
      .array(conversationLineSchema)
      .min(1)
      .max(CONVERSATION_LINES_MAX, `must be at most ${CONVERSATION_LINES_MAX} lines`)
      .refine((lines) => lines.some((line) => line.from === 'them'), 'must include a message from them')
      .optional(),
    style: z.enum(messageStyles),
    mode: z.enum(messageModes).default('starter'),
    round: roundSchema,
  })
  .superRefine((request, context) => {
    if (request.conversation && request.mode !== 'reply')
      context.addIssue({ code: 'custom', path: ['conversation'], message: 'is only for replies (mode "reply")' });
    else if (request.conversation && request.matchInfo !== undefined)
      context.addIssue({ code: 'custom', path: ['matchInfo'], message: 'must not be sent with conversation' });
    else if (!request.conversation && request.matchInfo === undefined)
      context.addIssue({ code: 'custom', path: ['matchInfo'], message: 'is required' });
  });
export type GenerateMessagesRequest = z.infer<typeof generateMessagesRequestSchema>;

export const generatedMessageSchema = z.object({
  /** The server's record of it, for "I sent this" (POST /api/outcomes/sent); absent while an answer streams. */
  id: z.uuid().optional(),
  message: z.string().min(1).max(600),
  /**
   * The chance of a reply, an integer percent: the published model's estimate (see `factors`), calibrated on recorded
   * outcomes (issue 19, decision 0044).
   */
  engagementRate: z.number().int().min(0).max(100),
  /** How many recorded outcomes the calibration rests on; 0 means the published model alone. */
  basedOn: z.number().int().min(0).optional(),
  /** How many people those outcomes came from (decision 0049: the pool needs 20; 1 is the user's own alone). */
  basedOnPeople: z.number().int().min(0).optional(),
  /** The published model's estimate before calibration, when calibration moved it. */
  priorRate: z.number().int().min(0).max(100).optional(),
  /** What moved the estimate, in plain words ("Mentions their dog Biscuit"). */
  factors: z.array(z.string().max(120)).max(8).optional(),
});
export type GeneratedMessage = z.infer<typeof generatedMessageSchema>;

export const messagesResponseSchema = z.object({
  messages: z.array(generatedMessageSchema).min(3).max(5),
  source: coachSourceSchema.optional(),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

// Date Ideas

export const generateDateIdeasRequestSchema = z.object({
  interests: userText(INTERESTS_MAX),
  budget: z.enum(budgets).default('$$'),
  location: z.string().trim().max(CITY_MAX, `must be at most ${CITY_MAX} characters`).default(''),
  activityType: z.enum(activityTypes).default('outdoor'),
  round: roundSchema,
});
export type GenerateDateIdeasRequest = z.infer<typeof generateDateIdeasRequestSchema>;

export const dateIdeaSchema = z.object({
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(600),
  budget: z.enum(budgets),
  duration: z.string().min(1).max(40),
  category: z.string().min(1).max(40),
  location: z.string().max(120),
});
export type DateIdea = z.infer<typeof dateIdeaSchema>;

export const dateIdeasResponseSchema = z.object({
  dateIdeas: z.array(dateIdeaSchema).min(3).max(10),
  source: coachSourceSchema.optional(),
});
export type DateIdeasResponse = z.infer<typeof dateIdeasResponseSchema>;

// Daily Tips

export const generateTipRequestSchema = z.object({ category: z.enum(tipCategories) });
export type GenerateTipRequest = z.infer<typeof generateTipRequestSchema>;

export const tipSchema = z.object({ tip: z.string().min(1).max(600), category: z.enum(tipCategories) });
export type Tip = z.infer<typeof tipSchema>;

/** GET /api/daily-tip and POST /api/generate-tip: the tip and the user's local date (YYYY-MM-DD). */
export const tipResponseSchema = tipSchema.extend({ date: z.string(), source: coachSourceSchema.optional() });
export type TipResponse = z.infer<typeof tipResponseSchema>;
