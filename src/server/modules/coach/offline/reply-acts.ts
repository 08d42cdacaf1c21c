import { latestFromThem, splitConversation } from '../../../../shared/conversation';
import { compileRules } from './rules/matcher';
import { analyse } from './language/analyse';
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
  const found = ACTS.first(text);
  if (found) {
    onRule?.(found.rule);
    return found.then;
  }
  const praise = new RegExp(USER_THING).test(text) && sentimentOf(latest) > PRAISE_SENTIMENT;
  onRule?.(praise ? 'reply-acts/compliment-by-sentiment' : 'reply-acts/chat');
  return praise ? 'compliment' : 'chat';
}

/** wink's sentiment of the whole message, summed over its sentences. */
export const sentimentOf = (text: string) => analyse(text).sentences.reduce((sum, s) => sum + s.sentiment, 0);
/** Above this a message reads as praise (on the development sets, the praise that no rule read scored 0.24 to 1.2). */
const PRAISE_SENTIMENT = 0.2;
