import { latestFromThem, splitConversation } from '../../../../shared/conversation';
import { compileRules } from './rules/matcher';
import { REPLY_ACT_PIECES, REPLY_ACT_RULES, REPLY_TONE_RULES, type ToneName } from './rules/reply-acts.rules';

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

/** The act of a message, from its plain text. */
export function classifyMessage(latest: string, onRule?: (rule: string) => void): MessageAct {
  const found = ACTS.first(plain(latest));
  onRule?.(found?.rule ?? 'reply-acts/chat');
  return found?.then ?? 'chat';
}
