import type { ProfileAnalysis } from '../../../../shared/schemas/coach';
import type { CoachPreferences } from '../engine';
import { improveBio } from './improve-bio';
import { suggestionsFor } from './profile-suggestions';
import { scoreBio } from './profile-rubric';

/** The local Profile Coach: the rubric's score and breakdown, suggestions and an improved bio. */
export function analyzeProfileLocally(bio: string, preferences: CoachPreferences | null): ProfileAnalysis {
  const text = bio.trim();
  const { score, breakdown } = scoreBio(text);
  return {
    score,
    breakdown,
    suggestions: suggestionsFor(text, breakdown, preferences),
    improvedBio: improveBio(text, preferences),
  };
}
