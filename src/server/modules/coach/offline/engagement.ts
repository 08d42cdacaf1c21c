import type { EngagementFactorKey } from '../../../../shared/engagement-factors';
import type { GeneratedMessage } from '../../../../shared/schemas/coach';

/**
 * The engagement estimate (docs/coach-rubric.md): the chance that a first
 * message gets a reply, from a transparent points model, not a measurement.
 * First messages on dating apps get a reply roughly 16-32 % of the time, so it
 * starts at 16 and adds what published message studies found helps (a detail
 * from their profile, an open question, an easy length) and takes off what
 * hurts (a bare greeting, a physical compliment); the best message reaches 41.
 * The chosen style adds nothing: no study we know of measured it.
 * Both engines' messages are scored with it, so the number always means the
 * same thing, and each message lists its factors, the starting point included.
 */

const BASE = 16;
const STOPWORDS = new Set(
  'that this with have from they them their there what when where which about would could your you are was were been just like love loves really very into also some more most much then than will shall here only over such'.split(
    ' ',
  ),
);
const OPEN_QUESTION = /\b(what|how|which|where|why|who|tell me|would you rather)\b[^?]*\?/i;
const GENERIC = /^(hey|hi|hello|hiya|yo|sup|what'?s up|how are you)[\s!.?]*$/i;
// Looks-based words: compliments on appearance get fewer replies than ones on what someone wrote.
const PHYSICAL =
  /\b(sexy|beautiful|gorgeous|stunning|hottie|babe)\b|\byou(?:'re| are) (?:so |really )?(?:hot|cute|pretty)\b/i;

function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}']+/u)
      .filter((w) => w.length >= 4 && !STOPWORDS.has(w)),
  );
}

/**
 * A message's rate (an integer percent, 5-41) and the factors behind it, in words for the user and as keys (those
 * that moved the rate) for the record of what was generated.
 */
export function estimateEngagement(
  message: string,
  matchInfo: string,
): GeneratedMessage & { factorKeys: EngagementFactorKey[] } {
  const factors = [`Typical reply rate for a first message (${BASE}, the low end of 16-32 %)`];
  const factorKeys: EngagementFactorKey[] = [];
  let rate = BASE;
  const add = (points: number, reason: string, key?: EngagementFactorKey) => {
    rate += points;
    factors.push(`${reason} (${points >= 0 ? '+' : ''}${points})`);
    if (key) factorKeys.push(key);
  };

  const shared = [...wordsOf(message)].filter((w) => wordsOf(matchInfo).has(w));
  if (shared.length) add(12, `Mentions "${shared[0]}" from what you shared`, 'profile_detail');
  else add(0, 'No detail from their profile');

  if (OPEN_QUESTION.test(message)) add(8, 'Asks an open question', 'open_question');
  else if (message.includes('?')) add(4, 'Asks a yes/no question', 'yes_no_question');
  else add(0, 'No question to answer');

  const length = [...message].length;
  if (length >= 50 && length <= 200) add(5, `Easy to read (${length} characters)`, 'easy_length');
  else if (length > 200 && length <= 300) add(2, `A little long (${length} characters)`, 'a_little_long');
  else add(0, length < 50 ? `Short (${length} characters)` : `Long (${length} characters)`);
  if (GENERIC.test(message.trim())) add(-6, 'Only a greeting', 'only_greeting');
  if (PHYSICAL.test(message)) add(-6, 'Compliments looks', 'looks_compliment');

  return { message, engagementRate: Math.min(41, Math.max(5, Math.round(rate))), factors, factorKeys };
}
