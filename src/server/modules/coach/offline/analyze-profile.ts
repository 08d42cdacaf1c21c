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
  // The edit must never score below the bio it edits ("6 → 5.5" would contradict the coach): when a cut costs points
  // (a short bio falls under the length the rubric can judge), the cliché stays and only the suggestion names it.
  const edit = bestEdit(text, preferences, features, score, context);
  return {
    score,
    breakdown,
    suggestions: suggestionsFor(features, breakdown, preferences, edit, context),
    improvedBio: edit.text,
    improvedScore: edit.score,
    edits: edit.edits,
  };
}

function bestEdit(
  text: string,
  preferences: CoachPreferences | null,
  features: ReturnType<typeof bioFeatures>,
  score: number,
  context?: Pick<CoachContext, 'onRule'>,
) {
  const rules: string[] = [];
  const collect = { onRule: (rule: string) => rules.push(rule) };
  let edit = editBio(text, preferences, features, collect);
  let editScore = scoreBio(edit.text).score;
  if (editScore < score) {
    rules.length = 0;
    edit = editBio(text, preferences, features, collect, false);
    editScore = scoreBio(edit.text).score;
  }
  for (const rule of rules) context?.onRule?.(rule);
  return { ...edit, score: editScore };
}
