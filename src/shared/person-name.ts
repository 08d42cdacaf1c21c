/**
 * The one rule for a person's first or last name, wherever it comes from (decision 0051): one line of plain text,
 * trimmed, at most `NAME_MAX` characters. The profile form refuses a name that breaks it (`nameUpdateSchema`); a
 * sign-in makes the identity's name fit it (`signInName`), because a sign-in must not fail over an odd name.
 */
export const NAME_MAX = 60;

/** Line breaks and control characters: C0 and C1 controls (\n, \r, \t, NUL, NEL…), Unicode's line separators. */
const breakOrControl = /[\p{Cc}\p{Zl}\p{Zp}]/u;
/** A run of them with the spaces around it. */
const breakOrControlRun = /\s*[\p{Cc}\p{Zl}\p{Zp}][\s\p{Cc}\p{Zl}\p{Zp}]*/gu;
/** Half of a UTF-16 surrogate pair (half an emoji): the database cannot store it, and it means nothing alone. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function isOneLine(name: string): boolean {
  return !breakOrControl.test(name);
}

/**
 * A name from an identity (Google's `given_name`, the local sign-in form), made to follow the rule: each run of line
 * breaks and control characters becomes one space, half an emoji is dropped, the ends are trimmed, and a longer name
 * is cut at `NAME_MAX` (counted as the profile form counts, never inside a character). A name with nothing left is
 * none (undefined).
 */
export function signInName(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  let name = '';
  for (const char of value.replace(loneSurrogate, '').replace(breakOrControlRun, ' ').trim()) {
    if (name.length + char.length > NAME_MAX) break;
    name += char;
  }
  return name.trimEnd() || undefined;
}
