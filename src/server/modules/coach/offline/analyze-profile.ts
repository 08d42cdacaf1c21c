import type { ProfileAnalysis } from '../../../../shared/schemas/coach';
import type { CoachContext, CoachPreferences } from '../engine';
import { editBio } from './improve-bio';
import { suggestionsFor } from './profile-suggestions';
import { bioFeatures } from './profile-features';
import { scoreBio, scoreFeatures } from './profile-rubric';

/**
 * The offline Profile Coach: the rubric's score and breakdown, suggestions about this bio's own words, and a careful
 * edit of it with every change listed (decision 0054). The suggestions know what the edit did, so they never ask
 * for a cut the edit did not make.
 */
export function analyzeProfileOffline(
  bio: string,
  preferences: CoachPreferences | null,
  context?: Pick<CoachContext, 'onRule'>,
): ProfileAnalysis {
  const text = bio.trim();
  const features = bioFeatures(text);
  const { score, breakdown } = scoreFeatures(features);
  const edit = editBio(text, preferences, features, context);
  return {
    score,
    breakdown,
    suggestions: suggestionsFor(features, breakdown, preferences, edit, context),
    improvedBio: edit.text,
    improvedScore: scoreBio(edit.text).score,
    edits: edit.edits,
  };
}
