// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileAnalysis } from '../../../shared/schemas/coach';
import { renderScreen, testUser } from '../../../test/client/render-screen';
import { compareAnalyses, readLastAnalysis, summarize, writeLastAnalysis } from './analysis-history';
import { SinceLastAnalysis } from './since-last-analysis';

const analysis = (score: number, points: Record<string, number>): ProfileAnalysis => ({
  score,
  suggestions: [{ type: 'positive', message: 'Nice.' }],
  improvedBio: 'A better bio.',
  breakdown: Object.entries(points).map(([criterion, s]) => ({ criterion, score: s, max: 2, note: 'n' })),
});

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('compareAnalyses', () => {
  it('gives the score change and the criteria that moved, biggest first', () => {
    const before = summarize(analysis(5.2, { Length: 1, Specificity: 0.5, Clichés: 0.5 }));
    const after = summarize(analysis(6.9, { Length: 1, Specificity: 1.7, Clichés: 0 }));
    expect(compareAnalyses(before, after)).toEqual({
      before: 5.2,
      after: 6.9,
      delta: 1.7,
      moved: [
        { criterion: 'Specificity', before: 0.5, after: 1.7, delta: 1.2 },
        { criterion: 'Clichés', before: 0.5, after: 0, delta: -0.5 },
      ],
    });
  });

  it('ignores criteria the earlier analysis did not have', () => {
    const change = compareAnalyses(summarize(analysis(5, { Length: 1 })), summarize(analysis(5, { Emoji: 0.5 })));
    expect(change).toMatchObject({ delta: 0, moved: [] });
  });
});

describe('the last analysis on this device', () => {
  it('is kept per user, and anything unreadable counts as none', () => {
    writeLastAnalysis('u1', summarize(analysis(7, { Length: 1 })));
    expect(readLastAnalysis('u1')).toMatchObject({ score: 7, criteria: { Length: 1 } });
    expect(readLastAnalysis('u2')).toBeNull();
    localStorage.setItem('datewise:profile-coach-last:u3', '{"score":"high"}');
    expect(readLastAnalysis('u3')).toBeNull();
    localStorage.setItem('datewise:profile-coach-last:u4', 'not json');
    expect(readLastAnalysis('u4')).toBeNull();
  });
});

describe('<SinceLastAnalysis />', () => {
  it('says it is the first analysis, then shows what changed at the next one', () => {
    const user = testUser({ id: 'u9' });
    renderScreen(<SinceLastAnalysis analysis={analysis(5.5, { Length: 0.5, Specificity: 1 })} />, { user });
    const first = screen.getByRole('region', { name: 'What changed since your last analysis' });
    expect(first.textContent).toContain('This is your first analysis on this device.');
    cleanup();

    renderScreen(<SinceLastAnalysis analysis={analysis(7, { Length: 1, Specificity: 1 })} />, { user });
    const next = screen.getByRole('region', { name: 'What changed since your last analysis' });
    expect(next.textContent).toContain('Score 5.5 → 7');
    expect(next.textContent).toContain('+1.5');
    const moved = within(next).getByRole('list', { name: 'Criteria that moved' });
    expect(
      within(moved)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Length0.5 → 1 (+0.5)']);
    expect(readLastAnalysis('u9')).toMatchObject({ score: 7 });
  });
});
