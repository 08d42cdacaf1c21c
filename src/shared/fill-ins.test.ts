import { describe, expect, it } from 'vitest';
import { completeFillIns, fillInGaps, hasFillIns } from './fill-ins';

describe('fill-ins', () => {
  const text = 'I cook a lot. The dish I cook best is [your dish], with [a side].';

  it('finds each gap with what it asks for, in order', () => {
    expect(fillInGaps(text).map((g) => g.prompt)).toEqual(['your dish', 'a side']);
    expect(hasFillIns(text)).toBe(true);
    expect(hasFillIns('No gaps here [x].')).toBe(false);
  });

  it('completes the text only when every gap has words', () => {
    expect(completeFillIns(text, ['paella'])).toBeNull();
    expect(completeFillIns(text, ['paella', '  '])).toBeNull();
    expect(completeFillIns(text, ['paella', 'garlic bread'])).toBe(
      'I cook a lot. The dish I cook best is paella, with garlic bread.',
    );
  });

  it('never lets brackets typed by the user make a new gap', () => {
    expect(hasFillIns(completeFillIns('Best: [a place].', ['[the pier]'])!)).toBe(false);
  });
});
