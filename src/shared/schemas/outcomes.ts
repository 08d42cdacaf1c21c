import { z } from 'zod';
import { messageModes, messageStyles } from '../coach-options';

/** What became of a message the user sent (issue 19): a reply, none, or a date (which implies a reply). */
export const messageOutcomes = ['reply', 'no_reply', 'date'] as const;
export type MessageOutcome = (typeof messageOutcomes)[number];

/** "No reply" is offered this long after sending: sooner, a reply may still come. */
export const NO_REPLY_AFTER_DAYS = 3;

/** POST /api/outcomes/sent: "I sent this", for a message the coach wrote for this user, with its exact text. */
export const markSentRequestSchema = z.object({
  messageId: z.uuid(),
  message: z.string().min(1).max(600),
});

/** PATCH /api/outcomes/:id: what happened, or null to take it back. */
export const recordOutcomeRequestSchema = z.object({ outcome: z.enum(messageOutcomes).nullable() });

export const sentMessageSchema = z.object({
  id: z.uuid(),
  message: z.string(),
  mode: z.enum(messageModes),
  style: z.enum(messageStyles),
  /** The engagement estimate shown with it, a percent. */
  predicted: z.number().int(),
  sentAt: z.string(),
  outcome: z.enum(messageOutcomes).nullable(),
  outcomeAt: z.string().nullable(),
  /** When "No reply" can be recorded (NO_REPLY_AFTER_DAYS after sending). */
  noReplyFrom: z.string(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

/** GET /api/outcomes: the messages the user sent, newest first, and how many still wait for an outcome. */
export const sentMessagesResponseSchema = z.object({
  messages: z.array(sentMessageSchema),
  waiting: z.number().int(),
});
export type SentMessagesResponse = z.infer<typeof sentMessagesResponseSchema>;
