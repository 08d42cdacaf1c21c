import { AGE_MAX, AGE_MIN, interestOptions, type DatingGoal, type Interest } from '../../../shared/account-options';
import type { Preferences, PreferencesRequest } from '../../../shared/schemas/account';

export const STEP_COUNT = 3;
export type Step = 1 | 2 | 3;

/** What the three steps collect; age stays the field's text until it is sent. */
export interface Answers {
  datingGoal: DatingGoal | null;
  interests: Interest[];
  age: string;
  challenges: string;
}

export const emptyAnswers: Answers = { datingGoal: null, interests: [], age: '', challenges: '' };

export const goalChoices: { value: DatingGoal; label: string; description: string }[] = [
  {
    value: 'serious',
    label: 'A serious relationship',
    description: 'Meet someone to build something lasting with.',
  },
  {
    value: 'casual',
    label: 'Something casual',
    description: 'Meet new people and enjoy dating without the pressure.',
  },
  {
    value: 'confidence',
    label: 'More dating confidence',
    description: 'Feel at ease on the apps, in chats and on dates.',
  },
];

/** Spec 000 §4: a goal on step 1, at least one interest on step 2, nothing on step 3. */
export function canContinue(step: Step, answers: Answers): boolean {
  if (step === 1) return answers.datingGoal !== null;
  if (step === 2) return answers.interests.length > 0;
  return true;
}

/** Adds or removes an interest, keeping the list in the spec's order. */
export function toggleInterest(interests: readonly Interest[], interest: Interest): Interest[] {
  const chosen = new Set(interests);
  if (chosen.has(interest)) chosen.delete(interest);
  else chosen.add(interest);
  return interestOptions.filter((option) => chosen.has(option));
}

export const AGE_NOT_A_NUMBER = 'Enter your age as a whole number, like 29.';

type AgeResult = { ok: true; age: number | null } | { ok: false; message: string };

/** The optional age: empty is null; otherwise a whole number the server accepts (18-120). */
export function parseAge(text: string): AgeResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, age: null };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: AGE_NOT_A_NUMBER };
  const age = Number(trimmed);
  if (age < AGE_MIN) return { ok: false, message: `You need to be at least ${AGE_MIN} to use Datewise.` };
  if (age > AGE_MAX) return { ok: false, message: `Please enter an age of ${AGE_MAX} or less.` };
  return { ok: true, age };
}

/** The POST body, or the age problem that stops it. Challenges: trimmed, null when empty. */
export function toRequest(
  answers: Answers,
): { ok: true; request: PreferencesRequest } | { ok: false; ageMessage: string } {
  const age = parseAge(answers.age);
  if (!age.ok) return { ok: false, ageMessage: age.message };
  if (answers.datingGoal === null) throw new Error('A dating goal is chosen on step 1');
  const challenges = answers.challenges.trim();
  return {
    ok: true,
    request: {
      datingGoal: answers.datingGoal,
      age: age.age,
      interests: answers.interests,
      challenges: challenges === '' ? null : challenges,
    },
  };
}

/** Saved answers (GET /api/preferences) as the steps' starting point; unknown interests are dropped. */
export function answersFrom(saved: Preferences | undefined): Answers {
  if (!saved) return emptyAnswers;
  return {
    datingGoal: saved.datingGoal,
    interests: interestOptions.filter((option) => saved.interests.includes(option)),
    age: saved.age === null ? '' : String(saved.age),
    challenges: saved.challenges ?? '',
  };
}

const fieldNames: Record<string, string> = {
  datingGoal: 'Dating goal',
  interests: 'Interests',
  age: 'Age',
  challenges: 'Your biggest dating challenge',
};

/**
 * The server's 400 message ("age: must be at least 18") as a sentence
 * ("Age must be at least 18."), with the field it names.
 */
export function describeRejection(message: string): { field: string | null; text: string } {
  const match = /^([A-Za-z]+)(?:\.\d+)?: (.+)$/.exec(message);
  if (!match) return { field: null, text: message };
  const [, field, problem] = match as unknown as [string, string, string];
  const name = fieldNames[field];
  if (!name) return { field: null, text: message };
  const text = `${name} ${problem}`;
  return { field, text: /[.!?]$/.test(text) ? text : `${text}.` };
}
