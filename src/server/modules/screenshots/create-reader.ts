import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createChatModel } from '../coach/llm/provider';
import { checkScreenshot } from './decode-screenshot';
import { createScreenshotReader, type ScreenshotReader } from './screenshot-reader';
import { createVisionReader } from './vision-reader';

/**
 * The configured reader of chat screenshots: the offline reader (OCR in worker threads), or with AI_VISION=true the
 * model first and the offline reader when it fails. Workers start on the first reading, not here.
 */
export function createConfiguredReader(config: Config, log: FastifyBaseLogger): ScreenshotReader {
  const offline = createScreenshotReader(config.screenshots);
  if (!config.screenshots.vision || config.ai.mode !== 'model') return offline;
  return createVisionReader({
    model: createChatModel(config.ai),
    timeoutMs: config.aiTimeoutMs,
    offline,
    check: checkScreenshot,
    log,
  });
}
