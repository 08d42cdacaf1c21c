import { describe, expect, it } from 'vitest';
import { diffDateIdeas, diffMessages, diffProfile } from './answer-diff';
import { PROFILE_CRITERIA } from '../../../src/server/modules/coach/profile-criteria';

describe('diffMessages', () => {
  it('keeps every message that reached the user, names the lost ones and the offline extras', () => {
    const answer = { messages: [{ message: 'One?' }, { message: 'Two?' }] };
    expect(diffMessages(answer, ['One?', 'Two?'])).toEqual({ parts: 2, kept: 2, changes: [], added: [] });
    const diff = diffMessages(answer, ['One?', 'Offline line']);
    expect(diff.kept).toBe(1);
    expect(diff.changes).toEqual(['messages[1] lost or changed']);
    expect(diff.added).toHaveLength(1);
  });
});

describe('diffProfile', () => {
  const breakdown = PROFILE_CRITERIA.map((c) => ({ criterion: c.name, score: c.max, note: `${c.name} note.` }));
  const answer = { breakdown, suggestions: [{ type: 'positive', message: 'Keep it.' }], improvedBio: 'My bio.' };
  const final = {
    score: 10,
    breakdown: breakdown.map((c) => ({ ...c, max: c.score })),
    suggestions: answer.suggestions as { type: 'positive'; message: string }[],
    improvedBio: 'My bio.',
  };

  it('counts every criterion, the score, each suggestion and the bio as kept when unchanged', () => {
    expect(diffProfile(answer, final)).toEqual({ parts: 11, kept: 11, changes: [], added: [] });
  });

  it("names a score that is not the sum of the model's criteria", () => {
    expect(diffProfile(answer, { ...final, score: 6 }).changes).toEqual(['score changed (10 → 6)']);
  });

  it('names a replaced note, a changed score and a changed bio', () => {
    const changed = {
      ...final,
      breakdown: final.breakdown.map((c, i) =>
        i === 0 ? { ...c, note: 'Offline.' } : i === 1 ? { ...c, score: 0 } : c,
      ),
      improvedBio: 'Other.',
    };
    const diff = diffProfile(answer, changed);
    expect(diff.kept).toBe(8);
    expect(diff.changes).toEqual([
      'breakdown.Length note replaced',
      `breakdown.${PROFILE_CRITERIA[1].name} score changed (${PROFILE_CRITERIA[1].max} → 0 of ${PROFILE_CRITERIA[1].max})`,
      'improvedBio changed (7 → 6 characters)',
    ]);
  });
});

describe('diffDateIdeas', () => {
  it('needs every field of an idea unchanged', () => {
    const idea = {
      title: 'Picnic',
      description: 'Eat.',
      budget: 'free',
      duration: '1 hour',
      category: 'Outdoors',
      location: '',
    } as const;
    expect(diffDateIdeas({ dateIdeas: [idea] }, [idea]).kept).toBe(1);
    expect(diffDateIdeas({ dateIdeas: [idea] }, [{ ...idea, budget: '$' }]).kept).toBe(0);
  });
});
