import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ModelOutputError, parseModelJson } from './parse-model-json';

const schema = z.object({ score: z.number().min(0).max(10), note: z.string() });
const valid = '{"score": 7.5, "note": "Nice {curly} \\"quoted\\" text"}';
const expected = { score: 7.5, note: 'Nice {curly} "quoted" text' };

describe('parseModelJson', () => {
  it.each([
    ['plain JSON', valid],
    ['JSON with surrounding whitespace', `\n\n  ${valid}  \n`],
    ['a ```json fence', `\`\`\`json\n${valid}\n\`\`\``],
    ['a ```JSON fence without a newline', `\`\`\`JSON ${valid}\`\`\``],
    ['a bare ``` fence', `\`\`\`\n${valid}\n\`\`\``],
    [
      'a fence inside prose',
      `Sure! Here is the analysis:\n\`\`\`json\n${valid}\n\`\`\`\nLet me know if you need more.`,
    ],
    ['JSON wrapped in prose', `Here you go: ${valid} Hope it helps`],
    ['prose with a stray brace before the object', `Result {see below}: ${valid}`],
    ['prose with braces after the object', `${valid}\nThat is all {really}.`],
  ])('accepts %s', (_label, raw) => {
    expect(parseModelJson(raw, schema)).toEqual(expected);
  });

  it('returns the outermost object, not a nested one', () => {
    const nested = z.object({ outer: z.object({ inner: z.number() }) });
    expect(parseModelJson('Answer: {"outer": {"inner": 1}} done', nested)).toEqual({ outer: { inner: 1 } });
  });

  it('drops keys the schema does not know', () => {
    expect(parseModelJson('{"score": 1, "note": "n", "extra": true}', schema)).toEqual({ score: 1, note: 'n' });
  });

  it.each([
    ['an empty reply', ''],
    ['prose only', 'I cannot help with that.'],
    ['truncated JSON', '{"score": 7.5, "note": "cut off'],
    ['an unclosed fence with broken JSON', '```json\n{"score": 7.5,'],
    ['malformed JSON', "{score: 7.5, note: 'single quotes'}"],
    ['a top-level array', `[${valid}]`],
    ['a JSON string', '"{\\"score\\": 1}"'],
    ['the wrong shape (score 14)', '{"score": 14, "note": "too high"}'],
    ['a missing field', '{"score": 5}'],
    ['a wrong type', '{"score": "7", "note": "n"}'],
    ['an over-long reply', `${valid}${' '.repeat(100_001)}`],
  ])('rejects %s with ModelOutputError', (_label, raw) => {
    expect(() => parseModelJson(raw, schema)).toThrow(ModelOutputError);
  });

  it('never quotes the reply in its message', () => {
    const secret = 'my secret bio text';
    for (const raw of [secret, `{"score": 99, "note": "${secret}"}`, `{"note": "${secret}"`]) {
      try {
        parseModelJson(raw, schema);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ModelOutputError);
        expect((error as Error).message).not.toContain(secret);
      }
    }
  });

  it('names the failing path in a shape error', () => {
    expect(() => parseModelJson('{"score": 14, "note": "n"}', schema)).toThrow(/score: too_big/);
  });
});
