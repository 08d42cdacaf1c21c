/**
 * Coach output marks what only the user can say in square brackets
 * ("[your answer]"): we never invent facts about them. The screens point it out.
 */
export function hasFillIns(text: string): boolean {
  return /\[[^\]\n]{2,80}\]/.test(text);
}

export const FILL_IN_NOTE = 'Replace the part in [square brackets] with your own words before you send it.';
