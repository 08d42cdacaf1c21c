import { describe, expect, it } from 'vitest';
import { compileRules } from './matcher';

const acts = compileRules(
  'acts',
  [
    { id: 'money', when: ['send (me )?{MONEY}'], unless: ['saving'], then: 'money_request' },
    { id: 'question', when: ['\\?$'], then: 'question' },
  ],
  { pieces: { MONEY: '(money|cash|\\$\\d+)' } },
);

describe('compileRules', () => {
  it('names the first rule that fires, with what it matched', () => {
    expect(acts.first('can you send me $200?')).toEqual({
      rule: 'acts/money',
      then: 'money_request',
      matched: 'send me $200',
      index: 8,
    });
    expect(acts.first('how was your day?')?.rule).toBe('acts/question');
    expect(acts.first('hello')).toBeNull();
  });

  it('lets an unless pattern veto a rule, so the next one can fire', () => {
    expect(acts.first('im saving to send money home?')?.rule).toBe('acts/question');
  });

  it('lists every rule that fires, in file order', () => {
    expect(acts.all('send cash?').map((m) => m.rule)).toEqual(['acts/money', 'acts/question']);
  });

  it('refuses an unknown piece and a repeated rule name at start-up', () => {
    expect(() => compileRules('x', [{ id: 'a', when: ['{NOPE}'], then: 1 }])).toThrow(/unknown piece \{NOPE\}/);
    expect(() =>
      compileRules('x', [
        { id: 'a', when: ['a'], then: 1 },
        { id: 'a', when: ['b'], then: 2 },
      ]),
    ).toThrow(/two rules named a/);
  });
});
