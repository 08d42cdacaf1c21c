import { generateText } from 'ai';
import type { LanguageModel } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { CONVERSATION_LINE_MAX, conversationSpeakers, type ConversationLine } from '../../../shared/conversation';
import { sniffImageFormat } from '../../http/image-input';
import { extractModelJson } from '../coach/llm/model-json';
import { fitLines, type ScreenshotReader } from './screenshot-reader';

/**
 * Reading chat screenshots with a model that accepts images (AI_VISION=true): the images go to the provider with
 * instructions to transcribe the conversation; any failure (an error, a timeout, an answer without lines) falls back
 * to the offline reader. The images are checked (decoded) before anything is sent. Nothing here logs the images or the
 * text: a failure is logged by kind.
 */

const INSTRUCTIONS = `These are screenshots of one chat conversation in a messaging or dating app, in order; consecutive screenshots may overlap.
Transcribe the conversation's messages, oldest first, each message once (skip a message repeated where screenshots overlap).
For each message say who sent it: "me" for the phone's owner (bubbles on the right), "them" for the other person (bubbles on the left).
Leave out everything that is not a message: the status bar, the contact's name and photo, timestamps, day separators, "Delivered", "Read", "Seen", reactions, the text input box and its buttons.
Write each message's text exactly as shown, with its emoji; join a message's wrapped lines with spaces.
Answer with JSON only, in this shape: {"lines":[{"from":"them","text":"..."},{"from":"me","text":"..."}]}
If the images show no conversation, answer {"lines":[]}.`;

const answerSchema = z.object({
  lines: z.array(
    z.object({
      from: z.enum(conversationSpeakers),
      text: z
        .string()
        .trim()
        .min(1)
        .max(CONVERSATION_LINE_MAX * 2),
    }),
  ),
});

interface VisionReaderOptions {
  model: LanguageModel;
  /** For the model's whole answer. */
  timeoutMs: number;
  /** Reads the images when the model fails. */
  offline: ScreenshotReader;
  /** Refuses what is not a whole screenshot, holding no pixels, before anything is sent. */
  check: (image: Buffer) => Promise<unknown>;
  log: FastifyBaseLogger;
}

export function createVisionReader({ model, timeoutMs, offline, check, log }: VisionReaderOptions): ScreenshotReader {
  async function askModel(images: readonly Buffer[], signal: AbortSignal | undefined): Promise<ConversationLine[]> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const { text } = await generateText({
      model,
      temperature: 0,
      maxRetries: 0,
      abortSignal: signal ? AbortSignal.any([timeout, signal]) : timeout,
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: INSTRUCTIONS },
            // Checked above: PNG, JPEG or WebP.
            ...images.map((image) => ({
              type: 'image' as const,
              image,
              mediaType: `image/${sniffImageFormat(image)}`,
            })),
          ],
        },
      ],
    });
    const extracted = extractModelJson(text);
    if (!extracted.ok) throw new Error(`vision answer holds no JSON (${extracted.reason})`);
    return fitLines(answerSchema.parse(extracted.value).lines);
  }

  return {
    async read(images, signal) {
      for (const image of images) await check(image);
      try {
        const lines = await askModel(images, signal);
        if (lines.length > 0) return lines;
        log.info({ event: 'vision_read_empty' }, 'vision model found no conversation; reading offline');
      } catch (error) {
        if (signal?.aborted) throw error;
        const kind = error instanceof Error ? error.name : 'unknown';
        const status = (error as { statusCode?: unknown }).statusCode;
        log.warn({ event: 'vision_read_failed', kind, status }, 'vision model failed; reading the screenshot offline');
      }
      return offline.read(images, signal);
    },
    measure: (images) => offline.measure(images),
    close: () => offline.close(),
  };
}
