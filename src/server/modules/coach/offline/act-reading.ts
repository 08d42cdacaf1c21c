import { predictAct, type LearnedReading } from './act-model';
import { classifyMessage, messageTone, type MessageAct } from './reply-acts';

/**
 * The act Help Me Reply answers, from the act rules and the learned reader together (decision 0063). The rules name
 * what they recognise precisely, and a rule that fired brings lines written for its situation; but they know only
 * the phrasings they were written for, and on sets they had not seen they read about 62 % of messages right, most
 * misses being messages no rule recognised ("chat"). There, and only there, the learned reader speaks instead: when
 * it is sure enough, and names an act whose replies stay kind even if it is wrong.
 */

/** Below this probability the model's best label is a guess among many: the message stays "chat". */
export const MODEL_FLOOR = 0.3;

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
 * The act, given the rules' reading and the model's: the model's where no rule recognised the message, it is sure
 * enough and may name that act. Words of loss, illness or danger (`grave`) in such a message make it bad news, unless
 * the model is sure it is a story.
 */
export function settleAct(ruled: MessageAct, learned: LearnedReading, grave: boolean): ActReading {
  const sure = learned.p >= MODEL_FLOOR;
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
 * was trained to, where the rules read only the line that asks.
 */
export function readAct(answering: string, latest = answering, onRule?: (rule: string) => void): ActReading {
  const ruled = classifyMessage(answering, onRule);
  const learned = predictAct(latest);
  const reading = settleAct(ruled, learned, messageTone(answering) === 'serious');
  if (reading.act !== ruled) onRule?.(`reply-acts/learned-${learned.act}`);
  return reading;
}
