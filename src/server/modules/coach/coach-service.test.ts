import { describe, expect, it } from 'vitest';
import type { ProfileAnalysis } from '../../../shared/schemas/coach';
import { finishAnalysis, ideasInCity } from './coach-service';
import { scoreBio } from './offline/profile-rubric';
import { PROFILE_CRITERIA } from './profile-criteria';

const bio = 'will write something eventually lol';
const edit = 'Will write something eventually, lol. Ask me about my favourite hike in the Peak District!';

/** A model's analysis that judged every criterion at `score` out of its maximum share. */
function modelAnalysis(share: number): ProfileAnalysis {
  const breakdown = PROFILE_CRITERIA.map((c) => ({
    criterion: c.name,
    max: c.max,
    score: Math.round(c.max * share * 2) / 2,
    note: 'A note.',
  }));
  return {
    score: 0,
    breakdown,
    suggestions: [{ type: 'improvement', message: 'Add a detail.' }],
    improvedBio: edit,
    source: { engine: 'model', fallback: false, offlineParts: [] },
  };
}

describe('finishAnalysis', () => {
  it("shows the model's own score, the sum of its criteria", () => {
    const analysis = modelAnalysis(0.5);
    const sum = analysis.breakdown.reduce((total, c) => total + c.score, 0);
    expect(finishAnalysis(bio, analysis).score).toBe(sum);
  });

  it("moves the model's score by the rubric's change between the bio and the edit: one scorer for the change", () => {
    const analysis = modelAnalysis(0.5);
    const finished = finishAnalysis(bio, analysis);
    const change = scoreBio(edit).score - scoreBio(bio).score;
    expect(finished.improvedScore).toBe(Math.min(10, Math.max(0, Math.round((finished.score + change) * 2) / 2)));
    // The edit's score never reads as a drop for a bio the rubric scores higher.
    expect(change).toBeGreaterThanOrEqual(0);
    expect(finished.improvedScore).toBeGreaterThanOrEqual(finished.score);
  });

  it("keeps a model's edit as written", () => {
    expect(finishAnalysis(bio, modelAnalysis(0.5)).improvedBio).toBe(edit);
  });

  it("scores the offline coach's edit by the rubric that scored the bio", () => {
    const offline = { ...modelAnalysis(0.5), source: { engine: 'offline' as const, fallback: true, offlineParts: [] } };
    expect(finishAnalysis(bio, offline).improvedScore).toBe(scoreBio(edit).score);
  });

  it('keeps the score within 0 to 10', () => {
    expect(finishAnalysis(bio, modelAnalysis(1)).improvedScore).toBeLessThanOrEqual(10);
  });
});

describe('ideasInCity', () => {
  it("keeps an idea's own place and gives the city to an idea without one", () => {
    const ideas = [{ location: 'A board-game café, Toronto' }, { location: '' }, { location: '  ' }];
    expect(ideasInCity(ideas, 'Toronto, Canada').map((i) => i.location)).toEqual([
      'A board-game café, Toronto',
      'Toronto, Canada',
      'Toronto, Canada',
    ]);
  });
});
