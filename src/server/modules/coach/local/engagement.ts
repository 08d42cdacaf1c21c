import type { GeneratedMessage, MessageStyle } from '../../../../shared/schemas/coach';

/**
 * The engagement estimate (docs/coach-rubric.md): a transparent points model,
 * not a measurement. It starts at 30 and adds what tends to get replies: a
 * detail from their profile, an open question, an easy length and a tone that
 * fits the chosen style. Both engines' messages are scored with it, so the
 * number always means the same thing, and each message lists its factors.
 */

const BASE = 30;
const STOPWORDS = new Set(
  'that this with have from they them their there what when where which about would could your you are was were been just like love loves really very into also some more most much then than will shall here only over such'.split(
    ' ',
  ),
);
const OPEN_QUESTION = /\b(what|how|which|where|why|who|tell me|would you rather)\b[^?]*\?/i;
const GENERIC = /^(hey|hi|hello|hiya|yo|sup|what'?s up|how are you)[\s!.?]*$/i;
const TONE: Record<MessageStyle, RegExp> = {
  playful: /[!😄😉😏🙈🐶🐾]|\b(dare|bet|challenge|race|rematch|deal|ha(ha)?)\b/iu,
  thoughtful: /\b(curious|wonder|love that|sounds like|meaningful|what drew you|favou?rite part|story)\b/i,
  funny:
    /[😂🤣😅]|\b(honestly|plot twist|confession|asking for a friend|professional|expert|serious question|warning)\b/iu,
};

function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}']+/u)
      .filter((w) => w.length >= 4 && !STOPWORDS.has(w)),
  );
}

/** A message's rate (an integer percent, 5-95) and the factors behind it. */
export function estimateEngagement(message: string, matchInfo: string, style: MessageStyle): GeneratedMessage {
  const factors: string[] = [];
  let rate = BASE;
  const add = (points: number, reason: string) => {
    rate += points;
    factors.push(`${reason} (${points >= 0 ? '+' : ''}${points})`);
  };

  const shared = [...wordsOf(message)].filter((w) => wordsOf(matchInfo).has(w));
  if (shared.length) add(20, `Mentions "${shared[0]}" from what you shared`);
  else add(0, 'No detail from their profile');

  if (OPEN_QUESTION.test(message)) add(20, 'Asks an open question');
  else if (message.includes('?')) add(8, 'Asks a yes/no question');
  else add(0, 'No question to answer');

  const length = [...message].length;
  if (length >= 40 && length <= 180) add(15, `Easy to read (${length} characters)`);
  else if (length > 180 && length <= 280) add(5, `A little long (${length} characters)`);
  else add(0, length < 40 ? `Very short (${length} characters)` : `Long (${length} characters)`);

  if (TONE[style].test(message)) add(10, `Fits the ${style} style`);
  if (GENERIC.test(message.trim())) add(-15, 'Generic greeting');

  return { message, engagementRate: Math.min(95, Math.max(5, Math.round(rate))), factors };
}
