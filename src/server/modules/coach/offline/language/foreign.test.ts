import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { foreignWords } from './foreign';

// Sentences written for these tests.
const foreignText = (text: string) => {
  const { tokens } = analyse(text).sentences[0]!;
  return [...foreignWords(tokens)].map((i) => tokens[i]!.text).join(' ');
};

describe('foreignWords', () => {
  it('finds a stretch in another language, and only that stretch', () => {
    expect(foreignText('me gusta la playa y la comida de mi abuela')).toBe(
      'me gusta la playa y la comida de mi abuela',
    );
    expect(foreignText("j'adore la cuisine et les voyages")).not.toBe('');
    expect(foreignText('read on if you like... ich lerne deutsch und ich mchte mit dir ben')).toBe(
      'ich lerne deutsch und ich mchte mit dir ben',
    );
  });

  it('reads English with names, typos and contractions as English', () => {
    expect(foreignText("i can't do it, im sooo tired of san francisco")).toBe('');
    expect(foreignText("i'm part klingon, part bene gesserit")).toBe('');
  });
});
