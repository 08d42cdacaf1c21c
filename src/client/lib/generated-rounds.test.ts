import { describe, expect, it } from 'vitest';
import { applyRound, canAskForMore, emptyRounds, MAX_ROUND, nextRound } from './generated-rounds';

type Req = { text: string; round: number };

describe('generated rounds ("Generate More" appends)', () => {
  it('starts a new list on round 0 and appends later rounds of the same request', () => {
    let state = emptyRounds<Req, string>();
    state = applyRound(state, { text: 'a', round: 0 }, ['1', '2', '3']);
    expect(state).toEqual({ request: { text: 'a', round: 0 }, items: ['1', '2', '3'], generation: 1 });
    const more = nextRound(state.request)!;
    expect(more).toEqual({ text: 'a', round: 1 });
    state = applyRound(state, more, ['4', '5']);
    expect(state.items).toEqual(['1', '2', '3', '4', '5']);
    expect(state.generation).toBe(1);
    expect(nextRound(state.request)).toEqual({ text: 'a', round: 2 });
  });

  it('replaces the list (and changes the generation) when a new search starts', () => {
    let state = applyRound(emptyRounds<Req, string>(), { text: 'a', round: 0 }, ['1']);
    state = applyRound(state, { text: 'b', round: 0 }, ['9']);
    expect(state).toEqual({ request: { text: 'b', round: 0 }, items: ['9'], generation: 2 });
  });

  it('has no "more" before a first list or past the last round the server accepts', () => {
    expect(nextRound(null)).toBeNull();
    expect(canAskForMore(null)).toBe(false);
    expect(canAskForMore({ round: MAX_ROUND - 1 })).toBe(true);
    expect(canAskForMore({ round: MAX_ROUND })).toBe(false);
  });
});
