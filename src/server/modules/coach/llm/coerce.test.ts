import { describe, expect, it } from 'vitest';
import { coerceToSchema, cutAtWord } from './coerce';
import { toolJsonSchema } from './tool-answers';

describe('coerceToSchema', () => {
  const profile = toolJsonSchema('profile');
  const messages = toolJsonSchema('messages');
  const ideas = toolJsonSchema('dateIdeas');

  it('leaves a valid answer alone', () => {
    const answer = { messages: [{ message: 'Hi' }] };
    expect(coerceToSchema(answer, messages)).toEqual({ value: answer, repairs: [] });
  });

  it('unwraps a wrapper key and wraps a bare list', () => {
    expect(coerceToSchema({ result: { messages: [] } }, messages)).toEqual({
      value: { messages: [] },
      repairs: ['wrapper_key'],
    });
    expect(coerceToSchema([{ message: 'Hi' }], messages).value).toEqual({ messages: [{ message: 'Hi' }] });
  });

  it('matches keys in another case, drops extra keys and nulls where none is meant', () => {
    const { value, repairs } = coerceToSchema(
      { improved_bio: 'x', Suggestions: [{ type: 'Positive ', message: 'Good', extra: 1 }], confidence: 0.9 },
      profile,
    );
    expect(value).toEqual({ improvedBio: 'x', suggestions: [{ type: 'positive', message: 'Good' }] });
    expect(repairs).toEqual(expect.arrayContaining(['key_case', 'enum_case', 'extra_keys']));
    expect(coerceToSchema({ dateIdeas: [{ location: null }] }, ideas).value).toEqual({ dateIdeas: [{ location: '' }] });
  });

  it('reads numbers written as text and enum values in another spelling', () => {
    const { value } = coerceToSchema(
      {
        breakdown: [{ criterion: 'conversation hook', score: '1.5/1.5', note: 'ok' }],
        suggestions: [],
        improvedBio: 'x',
      },
      profile,
    );
    expect(value).toMatchObject({ breakdown: [{ criterion: 'Conversation hook', score: 1.5 }] });
    expect(coerceToSchema({ dateIdeas: [{ category: 'food and drink', budget: '$$' }] }, ideas).value).toEqual({
      dateIdeas: [{ category: 'Food & Drink', budget: '$$' }],
    });
  });

  it('keeps the first items of a list that is too long and cuts text at a word', () => {
    const { value, repairs } = coerceToSchema(
      { messages: Array.from({ length: 8 }, (_, i) => ({ message: `m${i}` })) },
      messages,
    );
    expect((value as { messages: unknown[] }).messages).toHaveLength(5);
    expect(repairs).toContain('too_many_items');
    const long = coerceToSchema({ messages: [{ message: 'word '.repeat(100) }] }, messages).value as {
      messages: { message: string }[];
    };
    expect([...long.messages[0]!.message].length).toBeLessThanOrEqual(300);
    expect(long.messages[0]!.message).toMatch(/word…$/);
  });
});

describe('cutAtWord', () => {
  it('cuts at the last word boundary and marks the cut', () => {
    expect(cutAtWord('short', 10)).toBe('short');
    expect(cutAtWord('one two three four', 12)).toBe('one two…');
  });
});
