import { describe, expect, it } from 'vitest';
import { estimateEngagement } from './engagement';

const match = 'Nurse in Leeds, weekend hiker with 14 peaks done. I bake sourdough.';

describe('the engagement estimate', () => {
  it('starts from the typical first-message reply rate and lists every factor, the start included', () => {
    const { engagementRate, factors } = estimateEngagement('Hey', match);
    expect(factors?.[0]).toMatch(/^Typical reply rate for a first message \(16/);
    expect(factors).toContain('Only a greeting (-6)');
    expect(engagementRate).toBe(10);
  });

  it('reaches 41 at most: a detail, an open question and an easy length; the style adds nothing', () => {
    const best = estimateEngagement(
      'Fourteen peaks is serious! Which one had the best view, and does sourdough come along?',
      match,
    );
    expect(best.factors?.slice(1)).toEqual([
      'Mentions "peaks" from what you shared (+12)',
      'Asks an open question (+8)',
      'Easy to read (86 characters) (+5)',
    ]);
    expect(best.engagementRate).toBe(41);
  });

  it('lands typical openers in the 20-41 % band, never the flattering 80-95 %', () => {
    const openers = [
      'What got you into baking sourdough?',
      'Do you like coffee?',
      'I see you hike. What was your favourite peak so far?',
      'Quick, the perfect Sunday: what is on it?',
    ];
    for (const opener of openers) {
      const { engagementRate } = estimateEngagement(opener, match);
      expect(engagementRate).toBeGreaterThanOrEqual(20);
      expect(engagementRate).toBeLessThanOrEqual(41);
    }
  });

  it('takes points off a compliment on looks, but not an ordinary use of the same words', () => {
    const looks = estimateEngagement("You're so cute. Which peaks are next on your list?", match);
    const plain = estimateEngagement('That sounds pretty fun. Which peaks are next on your list?', match);
    expect(looks.factors).toContain('Compliments looks (-6)');
    expect(plain.factors).not.toContain('Compliments looks (-6)');
    expect(plain.engagementRate - looks.engagementRate).toBe(6);
  });
});
