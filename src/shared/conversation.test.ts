import { describe, expect, it } from 'vitest';
import { conversationText, latestFromThem, splitConversation, type ConversationLine } from './conversation';
import { generateMessagesRequestSchema } from './schemas/coach';

const them = (text: string): ConversationLine => ({ from: 'them', text });
const me = (text: string): ConversationLine => ({ from: 'me', text });

describe('a conversation typed or pasted as text', () => {
  it('without labels is one message of theirs', () => {
    expect(splitConversation('  how was your weekend?\n\nmine was lazy  ')).toEqual([
      them('how was your weekend?\nmine was lazy'),
    ]);
    expect(splitConversation('   ')).toEqual([]);
  });

  it('with labels is split into lines; an unlabelled line belongs to whoever spoke last', () => {
    const text = 'Them: just back from Lisbon\nYou: jealous!!\nhow was it\nshe: amazing\nME:   and the food?';
    expect(splitConversation(text)).toEqual([
      them('just back from Lisbon'),
      me('jealous!!'),
      me('how was it'),
      them('amazing'),
      me('and the food?'),
    ]);
  });

  it('reads back what conversationText writes, a bubble of several lines on one line', () => {
    const lines = [them('hey'), me('hi!\nhow are you'), them('good, you?')];
    expect(conversationText(lines)).toBe('Them: hey\nMe: hi! how are you\nThem: good, you?');
    expect(splitConversation(conversationText(lines))).toEqual([
      them('hey'),
      me('hi! how are you'),
      them('good, you?'),
    ]);
  });
});

describe('the message to answer', () => {
  it('is their lines after the user last spoke', () => {
    expect(latestFromThem([them('a'), me('b'), them('c'), them('d')])).toEqual({
      latest: [them('c'), them('d')],
      earlier: [them('a'), me('b')],
    });
  });

  it('is their last line when the user spoke last, the rest being context', () => {
    expect(latestFromThem([them('a'), them('b'), me('c')])).toEqual({
      latest: [them('b')],
      earlier: [them('a'), me('c')],
    });
    expect(latestFromThem([me('only me')])).toEqual({ latest: [], earlier: [me('only me')] });
  });
});

describe('a reply request with a conversation', () => {
  const line = (from: string, text = 'hello there') => ({ from, text });
  const refused = (payload: object) => {
    const result = generateMessagesRequestSchema.safeParse({ style: 'funny', mode: 'reply', ...payload });
    return result.success ? null : result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
  };

  it('takes 1 to 50 lines with at least one of theirs, in place of matchInfo', () => {
    expect(refused({ conversation: [line('me'), line('them')] })).toBeNull();
    expect(refused({ conversation: Array.from({ length: 50 }, () => line('them')) })).toBeNull();
    expect(refused({ conversation: [line('them')], mode: 'starter' })).toMatch(/conversation.*only for replies/);
    expect(refused({ conversation: [line('them')], matchInfo: 'hi' })).toMatch(/matchInfo.*not be sent/);
    expect(refused({})).toMatch(/matchInfo.*required/);
    expect(refused({ conversation: [] })).toMatch(/conversation/);
    expect(refused({ conversation: [line('me')] })).toMatch(/conversation.*from them/);
    expect(refused({ conversation: [line('them', '   ')] })).toMatch(/conversation\.0\.text.*blank/);
    expect(refused({ conversation: [line('them', 'x'.repeat(1001))] })).toMatch(/1000 characters/);
    expect(refused({ conversation: [line('someone')] })).toMatch(/conversation\.0\.from/);
    expect(refused({ conversation: Array.from({ length: 51 }, () => line('them')) })).toMatch(/50 lines/);
  });

  it('keeps a plain starter or reply as it was', () => {
    expect(refused({ matchInfo: 'Has a dog called Pip', mode: 'starter' })).toBeNull();
    expect(refused({ matchInfo: 'how was your weekend?' })).toBeNull();
  });
});
