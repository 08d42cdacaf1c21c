import { describe, expect, it } from 'vitest';
import type { ConversationLine } from '../../../shared/conversation';
import { mergeScreenshots, sameBubble } from './merge-screenshots';

const them = (text: string): ConversationLine => ({ from: 'them', text });
const me = (text: string): ConversationLine => ({ from: 'me', text });

describe('merging screenshots of one conversation', () => {
  it('keeps the bubbles the next screen repeats once', () => {
    const first = [them('hey how was your weekend'), me('good! went hiking'), them('where did you go?')];
    const second = [me('good! went hiking'), them('where did you go?'), me('Mount Si, it was steep')];
    expect(mergeScreenshots([first, second])).toEqual([...first, me('Mount Si, it was steep')]);
  });

  it('matches a bubble OCR read a little differently on each screen, and keeps the fuller reading', () => {
    const first = [them('so tacos on friday?'), me('Yes!! Is 7 ok? | finish work at 6:30')];
    const second = [me('Yes!! Is 7 ok? I finish work at 6:30'), them('7 is perfect')];
    expect(mergeScreenshots([first, second])).toEqual([first[0], first[1], them('7 is perfect')]);
  });

  it('matches a bubble cut off at the edge of a screen with the whole one', () => {
    const first = [them('what are you up to'), me('nothing much, probably making pasta and')];
    const second = [me('nothing much, probably making pasta and watching the game'), them('which game?')];
    expect(mergeScreenshots([first, second])).toEqual([
      first[0],
      me('nothing much, probably making pasta and watching the game'),
      them('which game?'),
    ]);
  });

  it('appends a screen that shares nothing, and does not merge a short reply both screens happen to hold', () => {
    expect(mergeScreenshots([[them('hi')], [me('hello')], [them('how are you')]])).toEqual([
      them('hi'),
      me('hello'),
      them('how are you'),
    ]);
    expect(
      mergeScreenshots([
        [them('want to grab coffee?'), me('ok')],
        [me('ok'), them('great')],
      ]),
    ).toEqual([them('want to grab coffee?'), me('ok'), me('ok'), them('great')]);
  });

  it('compares bubbles by their words', () => {
    expect(sameBubble(them('Thats a peach cobbler situation'), them("That's a peach cobbler situation!"))).toBe(true);
    expect(sameBubble(them('Thats a peach cobbler situation'), them('I love peach cobbler'))).toBe(false);
  });
});
