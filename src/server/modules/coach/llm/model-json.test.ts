import { describe, expect, it } from 'vitest';
import { extractModelJson, partialModelJson } from './model-json';

const answer = { tip: 'Ask about the {best} part.' };
const text = JSON.stringify(answer);

describe('extractModelJson', () => {
  it.each([
    ['plain JSON', text, []],
    ['a fence', `\`\`\`json\n${text}\n\`\`\``, ['fence']],
    ['prose around it', `Sure! {not json} Here: ${text} Enjoy.`, ['prose']],
    ['a reasoning block with braces', `<think>{"tip": "draft"} hmm }</think>\n${text}`, ['reasoning']],
    ['a reasoning block whose opening tag was cut', `thinking {x} done</think>${text}`, ['reasoning']],
  ])('finds the object in %s', (_label, raw, repairs) => {
    const found = extractModelJson(raw);
    expect(found).toEqual({ ok: true, value: answer, repairs: expect.arrayContaining(repairs) });
  });

  it('keeps a bare array for the coercion to wrap', () => {
    expect(extractModelJson('[{"message": "hi"}]')).toMatchObject({ ok: true, value: [{ message: 'hi' }] });
  });

  it('tells a cut-off answer from one with no JSON', () => {
    expect(extractModelJson('{"tip": "Ask about')).toEqual({ ok: false, reason: 'truncated' });
    expect(extractModelJson('<think>still thinking {')).toEqual({ ok: false, reason: 'truncated' });
    expect(extractModelJson('I cannot help with that.')).toEqual({ ok: false, reason: 'no_json' });
    expect(extractModelJson('"just a string"')).toEqual({ ok: false, reason: 'not_an_object' });
  });
});

describe('partialModelJson', () => {
  it('shows nothing while the model reasons, then the object as far as it goes', () => {
    expect(partialModelJson('<think>{"a"')).toBeNull();
    expect(partialModelJson('<think>plan</think>```json\n{"messages": [{"message": "Hi th')).toEqual({
      messages: [{ message: 'Hi th' }],
    });
    expect(partialModelJson('Sure, here')).toBeNull();
  });
});
