import type { ProfileAnalysis } from '../../../../shared/schemas/coach';
import type { CoachPreferences } from '../engine';
import { improveBio } from './improve-bio';
import { suggestionsFor } from './profile-suggestions';
import { bioFeatures } from './profile-features';
import { scoreFeatures } from './profile-rubric';

/** The offline Profile Coach: the rubric's score and breakdown, suggestions and an improved bio. */
export function analyzeProfileOffline(bio: string, preferences: CoachPreferences | null): ProfileAnalysis {
  const text = bio.trim();
  const features = bioFeatures(text);
  const { score, breakdown } = scoreFeatures(features);
  return {
    score,
    breakdown,
    suggestions: suggestionsFor(features, breakdown, preferences),
    improvedBio: improveBio(text, preferences, features),
  };
}
