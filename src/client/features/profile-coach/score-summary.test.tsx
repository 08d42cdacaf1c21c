// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { breakdownTotals, formatScore, ScoreBreakdown, scoreNote, ScoreSummary, verdictFor } from './score-summary';

afterEach(cleanup);

const breakdown = [
  { criterion: 'Length', score: 1.5, max: 2, note: 'A good length.' },
  { criterion: 'Specificity', score: 2, max: 2, note: 'Names and numbers.' },
  { criterion: 'Conversation hook', score: 0, max: 1.5, note: 'Nothing to reply to.' },
  { criterion: 'Tone', score: 2.5, max: 4.5, note: 'Mostly warm.' },
];

describe('score display', () => {
  it('formats scores with at most one decimal', () => {
    expect([7.5, 8, 0, 10, 6.25, 3.04].map(formatScore)).toEqual(['7.5', '8', '0', '10', '6.3', '3']);
  });

  it('gives a verdict from fixed bands', () => {
    expect(verdictFor(9.5)).toMatch(/^Outstanding/);
    expect(verdictFor(7.5)).toMatch(/^Strong/);
    expect(verdictFor(6)).toMatch(/^Good start/);
    expect(verdictFor(4)).toMatch(/^Needs work/);
    expect(verdictFor(1)).toMatch(/^Early draft/);
  });

  it('shows "7.5/10" with a bar at 75% and the verdict', () => {
    render(<ScoreSummary score={7.5} />);
    expect(screen.getByTestId('profile-score').textContent).toBe('7.5/10 out of 10');
    const bar = screen.getByRole('progressbar', { name: 'Profile score: 7.5 out of 10' });
    expect(bar.getAttribute('aria-valuenow')).toBe('75');
    expect(screen.getByText(verdictFor(7.5))).toBeInTheDocument();
  });

  it('lists every criterion with its points and note, and a total that is the score', () => {
    expect(breakdownTotals(breakdown)).toEqual({ score: 6, max: 10 });
    render(<ScoreBreakdown breakdown={breakdown} score={6} />);
    expect(screen.getByText(/sum of these 4 criteria/)).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Score by criterion' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Length1.5/2A good length.',
      'Specificity2/2Names and numbers.',
      'Conversation hook0/1.5Nothing to reply to.',
      'Tone2.5/4.5Mostly warm.',
    ]);
    expect(screen.getByRole('progressbar', { name: 'Conversation hook: 0 of 1.5' }).getAttribute('aria-valuenow')).toBe(
      '0',
    );
    expect(screen.getByTestId('breakdown-total').textContent).toBe('Total6/10');
    expect(screen.queryByText(/rounded/)).toBeNull();
  });

  it('explains a headline that is the total rounded or scaled', () => {
    expect(scoreNote({ score: 6, max: 10 }, 6)).toBeNull();
    expect(scoreNote({ score: 6.3, max: 10 }, 6.5)).toBe(
      'The headline score of 6.5 is this total rounded to the nearest half point.',
    );
    expect(scoreNote({ score: 12, max: 20 }, 6)).toBe(
      'The headline score of 6 is this total scaled to 10 points and rounded to the nearest half point.',
    );
  });
});
