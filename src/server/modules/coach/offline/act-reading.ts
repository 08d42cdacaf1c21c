import { predictAct, type LearnedReading } from './act-model';
import { classifyMessage, messageTone, type MessageAct } from './reply-acts';

/**
 * The act Help Me Reply answers, from the act rules and the learned reader together (decision 0063). The rules name
 * what they recognise precisely, and a rule that fired brings lines written for its situation; but they know only
 * the phrasings they were written for, and on sets they had not seen they read about 62 % of messages right, most
 * misses being messages no rule recognised ("chat"). There the learned reader speaks instead, when it is sure enough
 * and names an act whose replies stay kind even if it is wrong; and it sets a rule's reading aside only when it all
 * but rules that reading out.
 */

/** Below this probability the model's best label is a guess among many: the message stays "chat". */
export const MODEL_FLOOR = 0.3;
/**
 * Where the message names nothing to say back either, "chat" can only start a new topic, deaf to what was said: the
 * model's best label is taken from here (90 % right at this level on sets left out of training, against 96 % at 0.3).
 */
export const BARE_FLOOR = 0.2;

/**
 * Acts the model may name: their replies (thanks, play, an answer, a yes, sympathy) still read as kind when the
 * reading is wrong. An act that ends, cools or turns the conversation (a goodbye, a no, "casual works for me",
 * "apology accepted") is named only by a rule that saw its words; so is good news, whose lines congratulate an
 * achievement ("you should be really proud") that a good mood alone ("today was a good day") is not.
 */
const MODEL_MAY_NAME: ReadonlySet<string> = new Set([
  'chat',
  'mild-bad-luck',
  'compliment',
  'flirt',
  'tease',
  'question',
  'invitation',
  'bad-news',
]);

/** The act a label of the model is answered as: mild bad luck is told like any story, in a mild tone. */
const ACT_OF: Readonly<Record<string, MessageAct>> = { 'mild-bad-luck': 'chat' };

export interface ActReading {
  act: MessageAct;
  /** The model reads a story no rule recognised as mild bad luck (spilt coffee): sympathy with a light touch. */
  mild: boolean;
}

/**
 * Below this chance for the act a rule read (on sets the model never saw, the rule was wrong in 12 of the 18 such
 * messages, and in the other 6 it read bad news the model took for mild bad luck, which stays bad news here), the
 * rule is taken to have fired on words used another way ("my phone died", "i'll see you at 7 then. so 7:25").
 */
export const VETO_FLOOR = 0.05;

/**
 * What the model's chance for a rule's act counts: the act and its near kin, whose lines would also fit (praise and a
 * flirt, a tease and a flirt, a goodbye and being busy, an offer and its details, bad news and its mild kind).
 */
const KIN: Readonly<Partial<Record<MessageAct, readonly string[]>>> = {
  busy: ['busy', 'sign-off', 'apology'],
  'sign-off': ['sign-off', 'busy'],
  apology: ['apology', 'busy'],
  compliment: ['compliment', 'flirt'],
  // The data calls a joke ("marry me? jk. unless 👀") not serious: play, not a word on what they want.
  flirt: ['flirt', 'compliment', 'tease', 'not-serious'],
  tease: ['tease', 'flirt', 'not-serious'],
  // "i'll let u pick the place if i get to pick the dessert 😏": an offer made as a flirt is still an offer.
  invitation: ['invitation', 'logistics', 'looking-for', 'flirt'],
  logistics: ['logistics', 'invitation'],
  'looking-for': ['looking-for', 'not-serious', 'invitation', 'question'],
  'not-serious': ['not-serious', 'looking-for'],
  'bad-news': ['bad-news', 'mild-bad-luck'],
};

/** Rule readings never set aside: a no, a question (its answer is still owed), bad news, a short line. */
const STANDS: ReadonlySet<MessageAct> = new Set(['rejection', 'question', 'bad-news', 'short', 'chat']);

/**
 * Good news is set aside only for praise ("u explain things so well, i finally get what crypto is" is no news of
 * theirs): a story congratulated is a small slip, praise congratulated a strange one.
 */
const GOOD_NEWS_YIELDS_TO: ReadonlySet<string> = new Set(['compliment', 'flirt']);

/**
 * A rule's reading the model sets aside for its own: one it all but rules out, when it is sure of an act it may
 * name. With nothing to put in its place the rule's reading stands: chat lines for "my mum's been unwell, sorry i
 * keep disappearing" would be worse than any reading of it.
 */
function overruled(ruled: MessageAct, learned: LearnedReading, grave: boolean): boolean {
  if (grave || STANDS.has(ruled) || learned.p < MODEL_FLOOR || !MODEL_MAY_NAME.has(learned.act)) return false;
  if (ruled === 'good-news' && !GOOD_NEWS_YIELDS_TO.has(learned.act)) return false;
  const chance = (KIN[ruled] ?? [ruled]).reduce((sum, label) => sum + (learned.chances[label] ?? 0), 0);
  return chance < VETO_FLOOR;
}

/**
 * The act, given the rules' reading and the model's: the model's where no rule recognised the message (or the one
 * that did is all but ruled out by the model), it is sure enough (less sure where the message names nothing: `bare`)
 * and may name that act. Words of loss, illness or danger (`grave`) in such a message make it bad news, unless
 * the model is sure it is a story.
 */
export function settleAct(
  read: MessageAct,
  learned: LearnedReading,
  { grave, bare }: { grave: boolean; bare: boolean },
): ActReading {
  const ruled = overruled(read, learned, grave) ? 'chat' : read;
  const sure = learned.p >= (bare ? BARE_FLOOR : MODEL_FLOOR);
  // Lighter only where no rule read bad news: a flooded shop answered "some days are like that" would be worse than
  // a lost key answered with too much care.
  const mild = sure && !grave && ruled === 'chat' && learned.act === 'mild-bad-luck';
  const speaks = ruled === 'chat' && sure && MODEL_MAY_NAME.has(learned.act) && !grave;
  // Grave words in a message no rule read as anything are bad news, unless the model is sure it is a story told for
  // a laugh ("she cried when the dog died, then asked to watch it again lol"): the chat lines would enjoy it.
  if (ruled === 'chat' && grave) return { act: sure && learned.act === 'chat' ? 'chat' : 'bad-news', mild };
  return { act: speaks ? (ACT_OF[learned.act] ?? (learned.act as MessageAct)) : ruled, mild };
}

/**
 * The act of their line being answered (`answering`); the model reads their whole latest message (`latest`), as it
 * was trained to, where the rules read only the line that asks. `bare`: the message names nothing to say back.
 */
export function readAct(
  answering: string,
  { latest = answering, bare = false }: { latest?: string; bare?: boolean } = {},
  onRule?: (rule: string) => void,
): ActReading {
  const ruled = classifyMessage(answering, onRule);
  const learned = predictAct(latest);
  const reading = settleAct(ruled, learned, { grave: messageTone(answering) === 'serious', bare });
  if (reading.act !== ruled) onRule?.(`reply-acts/learned-${learned.act}`);
  return reading;
}
