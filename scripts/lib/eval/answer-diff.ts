import { PROFILE_CRITERIA } from '../../../src/server/modules/coach/profile-criteria';
import { IMPROVED_BIO_MAX } from '../../../src/shared/schemas/coach';
import type { DateIdea, ProfileAnalysis } from '../../../src/shared/schemas/coach';

/**
 * How much of a model's answer reached the user: each part of the answer (a criterion's score and note, a
 * suggestion, the rewrite, a message, an idea) is kept when the final answer holds it unchanged, and otherwise
 * named with what happened to it. A good answer must come out whole.
 */
export interface AnswerDiff {
  parts: number;
  kept: number;
  /** "suggestions[2] lost", "improvedBio changed (412 → 300 characters)". */
  changes: string[];
  /** Parts of the final answer that are not the model's (the offline coach's text). */
  added: string[];
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

function tally(checks: [name: string, kept: boolean, why: string][], added: string[]): AnswerDiff {
  return {
    parts: checks.length,
    kept: checks.filter(([, kept]) => kept).length,
    changes: checks.filter(([, kept]) => !kept).map(([name, , why]) => `${name} ${why}`),
    added,
  };
}

export function diffProfile(answer: unknown, final: ProfileAnalysis): AnswerDiff {
  const a = record(answer);
  const checks: [string, boolean, string][] = [];
  for (const [i, c] of list(a.breakdown).entries()) {
    const criterion = record(c);
    const got = final.breakdown.find((b) => b.criterion === criterion.criterion);
    const max = PROFILE_CRITERIA.find((p) => p.name === criterion.criterion)?.max;
    const score = Number(criterion.score);
    if (!got || max === undefined) {
      checks.push([`breakdown[${i}]`, false, 'lost']);
      continue;
    }
    const sameScore = got.score === score;
    const sameNote = got.note === str(criterion.note);
    checks.push([
      `breakdown.${got.criterion}`,
      sameScore && sameNote,
      sameScore ? 'note replaced' : `score changed (${score} → ${got.score} of ${max})`,
    ]);
  }
  // The score shown is the model's own: the sum of its criteria (each clamped to its maximum, in half points).
  const judged = list(a.breakdown).map(record);
  if (judged.length === PROFILE_CRITERIA.length) {
    const sum = PROFILE_CRITERIA.reduce((total, { name, max }) => {
      const score = Number(judged.find((c) => c.criterion === name)?.score ?? 0);
      return total + Math.min(max, Math.max(0, Math.round(score * 2) / 2));
    }, 0);
    checks.push(['score', final.score === sum, `changed (${sum} → ${final.score})`]);
  }
  const finalMessages = final.suggestions.map((s) => s.message);
  for (const [i, s] of list(a.suggestions).entries()) {
    checks.push([`suggestions[${i}]`, finalMessages.includes(str(record(s).message)), 'lost']);
  }
  const bio = str(a.improvedBio);
  const shown = [...final.improvedBio].slice(0, IMPROVED_BIO_MAX).join('');
  checks.push(['improvedBio', shown === bio, `changed (${[...bio].length} → ${[...shown].length} characters)`]);
  const mine = new Set(list(a.suggestions).map((s) => str(record(s).message)));
  const added = final.suggestions
    .filter((s) => !mine.has(s.message))
    .map((_, i) => `suggestion ${i + 1} not the model's`);
  return tally(checks, added);
}

export function diffMessages(answer: unknown, final: string[]): AnswerDiff {
  const mine = list(record(answer).messages).map((m) => str(record(m).message));
  const checks = mine.map((m, i): [string, boolean, string] => [
    `messages[${i}]`,
    final.includes(m),
    'lost or changed',
  ]);
  const added = final.filter((m) => !mine.includes(m)).map((_, i) => `message ${i + 1} not the model's`);
  return tally(checks, added);
}

export function diffDateIdeas(answer: unknown, final: DateIdea[]): AnswerDiff {
  const same = (a: Record<string, unknown>, b: DateIdea) =>
    (['title', 'description', 'budget', 'duration', 'category', 'location'] as const).every((k) => str(a[k]) === b[k]);
  const mine = list(record(answer).dateIdeas).map(record);
  const checks = mine.map((idea, i): [string, boolean, string] => [
    `dateIdeas[${i}]`,
    final.some((f) => same(idea, f)),
    'lost or changed',
  ]);
  const added = final
    .filter((f) => !mine.some((idea) => same(idea, f)))
    .map((f) => `idea "${f.title}" not the model's`);
  return tally(checks, added);
}
