import { latestFromThem, splitConversation } from '../../../../shared/conversation';
import { compileRules } from './rules/matcher';
import { analyse, isPast, type TextAnalysis } from './language/analyse';
import {
  REPLY_ACT_PIECES,
  REPLY_ACT_RULES,
  REPLY_TONE_RULES,
  USER_THING,
  type ToneName,
} from './rules/reply-acts.rules';

/**
 * What an incoming message does (Help Me Reply): an invitation to accept or move, a question to answer, someone
 * busy to give space, news to share in, a goodbye to let go; and how it feels (tone). Read from the match's latest
 * lines; earlier lines of a pasted conversation are kept as context. The rules are data (rules/reply-acts.rules.ts):
 * the first that fires wins, and it is reported through onRule so a wrong act names its rule.
 */
export const MESSAGE_ACTS = [
  'rejection',
  'not-serious',
  'number-request',
  'looking-for',
  'logistics',
  'bad-news',
  'good-news',
  'busy',
  'tease',
  'invitation',
  'compliment',
  'flirt',
  'question',
  'apology',
  'sign-off',
  'short',
  'chat',
] as const;
export type MessageAct = (typeof MESSAGE_ACTS)[number];
export type Tone = ToneName;

export interface Conversation {
  /** Their latest message: the lines after the user's last one, one per line. */
  latest: string;
  /** Their lines before it: what they said earlier (the user's own lines are not theirs to react to). */
  earlier: string[];
}

/** Their latest message and the lines before it, from a pasted or typed conversation (labels optional). */
export function readConversation(text: string): Conversation {
  const { latest, earlier } = latestFromThem(splitConversation(text));
  return {
    latest: latest.map((line) => line.text).join('\n'),
    earlier: earlier.filter((line) => line.from === 'them').map((line) => line.text),
  };
}

/** Lower case, straight apostrophes dropped ("don't" → "dont"), so one pattern meets both spellings. */
export const plain = (text: string) => text.toLowerCase().replace(/[’']/g, '').replace(/\s+/g, ' ');

const ACTS = compileRules('reply-acts', REPLY_ACT_RULES, { pieces: REPLY_ACT_PIECES });
const TONES = compileRules('reply-tones', REPLY_TONE_RULES);

/** How the message feels (rules/reply-acts.rules.ts): "serious" news, a "mild" nuisance, "funny", "warm" or "plain". */
export function messageTone(latest: string, onRule?: (rule: string) => void): Tone {
  const found = TONES.first(plain(latest));
  if (found) onRule?.(found.rule);
  return found?.then ?? 'plain';
}

/**
 * The act of a message, from its plain text. When no rule fires, a message about something of the user's that reads
 * positive ("annoyingly your music taste is good") is praise, whatever its words.
 */
export function classifyMessage(latest: string, onRule?: (rule: string) => void): MessageAct {
  const text = plain(latest);
  const read = analyse(latest);
  const found = ACTS.all(text).find((m) => !narrated(m.then, m.matched, read));
  if (found) {
    onRule?.(found.rule);
    return found.then;
  }
  const praise = new RegExp(USER_THING).test(text) && sentimentOf(read) > PRAISE_SENTIMENT;
  onRule?.(praise ? 'reply-acts/compliment-by-sentiment' : 'reply-acts/chat');
  return praise ? 'compliment' : 'chat';
}

/** wink's sentiment of the whole message, summed over its sentences. */
export const sentimentOf = (text: string | TextAnalysis) =>
  (typeof text === 'string' ? analyse(text) : text).sentences.reduce((sum, s) => sum + s.sentiment, 0);

/** Above this a message reads as praise (on the development sets, the praise that no rule read scored 0.24 to 1.2). */
const PRAISE_SENTIMENT = 0.2;

/** Acts that a story can mention without doing: a place it happened at, a question it asks itself. */
const NARRATABLE: ReadonlySet<MessageAct> = new Set(['logistics', 'question']);
/** Words that speak to the user: the rule file's own pieces, and the rest of the second person. */
const SECOND_PERSON = new RegExp(`\\b(${REPLY_ACT_PIECES.U}|${REPLY_ACT_PIECES.UR}|yours|youd|youll|youve)\\b`);

/**
 * A plan's detail or a question read inside a story already told ("i tried to parallel park outside tesco… he
 * clapped at the end", "…so now we're kind of friends??"): the message is 20 words or more with two verbs in the past,
 * and the sentence that matched is told in the past (a plan's detail) or does not speak to the user (a question).
 */
function narrated(act: MessageAct, matched: string, read: TextAnalysis): boolean {
  if (!NARRATABLE.has(act) || read.wordCount < 20 || read.tokens.filter(isPast).length < 2) return false;
  const sentence = read.sentences.find((s) => plain(s.text).includes(matched)) ?? read.sentences.at(-1);
  if (!sentence || SECOND_PERSON.test(plain(sentence.text))) return false;
  return act === 'question' || sentence.tokens.some(isPast);
}
