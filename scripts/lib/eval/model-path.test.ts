import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { replayAnswers } from './model-path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * The committed answers (eval/model-answers, one per request of the model path) through the real pipeline: each is
 * a good answer to its prompt, so each must reach the user whole, with nothing repaired, replaced or filled in by
 * the offline coach. A prompt or pipeline change that loses part of a good answer fails here.
 */
describe('the model path on the committed answers', () => {
  it('keeps every one of the 20 answers whole', async () => {
    const rows = await replayAnswers({
      repoRoot,
      split: 'held-out',
      dir: path.join(repoRoot, 'eval/model-answers'),
      log: pino({ level: 'silent' }),
    });
    expect(rows).toHaveLength(20);
    const notWhole = rows.filter((row) => row.missing || !row.whole);
    expect(notWhole).toEqual([]);
  });
});
