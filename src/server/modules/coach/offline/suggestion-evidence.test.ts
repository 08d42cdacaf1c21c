import { describe, expect, it } from 'vitest';
import { analyse } from './language/analyse';
import { doingLinesIn, unwantedIn } from './suggestion-evidence';

// Lines written for these tests.
const quotes = (text: string) => unwantedIn(text).map((u) => u.quote);

describe('unwantedIn', () => {
  it('quotes whole refusals, warnings and complaints, with their subject, once each', () => {
    expect(quotes("Honestly I don't date smokers, and I'm not into clubbing.")).toEqual([
      "I don't date smokers",
      "I'm not into clubbing",
    ]);
    expect(quotes('Definitely not interested in cheaters.')).toEqual(['not interested in cheaters']);
  });

  it('finds nothing in naming the site or a turned-round line', () => {
    expect(quotes('Found okc through a friend; on here I mostly read.')).toEqual([]);
    expect(quotes("Which doesn't mean I hate winter.")).toEqual([]);
  });
});

describe('doingLinesIn', () => {
  it('keeps whole clauses of doing and drops states and cut clauses', () => {
    const lines = doingLinesIn(
      analyse(
        'I restore old clocks. I value loyalty above all. I spend a lot of time thinking. I run marathons when I can.',
      ),
    );
    expect(lines).toEqual(['I restore old clocks', 'I run marathons']);
  });
});
