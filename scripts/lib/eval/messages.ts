import { estimateEngagement } from '../../../src/server/modules/coach/offline/engagement';
import { readReply } from '../../../src/server/modules/coach/offline/reply-reading';
import {
  conversationText,
  generateMessagesRequestSchema,
  MATCH_INFO_MAX,
  messageStyles,
  splitConversation,
} from '../../../src/shared/schemas/coach';
import type { MessageMode } from '../../../src/shared/schemas/coach';
import {
  actMatchesKind,
  fragmentReason,
  frame,
  hasPlaceholder,
  isFiller,
  isGenericOpener,
  mean,
  quotedPhrases,
  repeatedLineShare,
  repliesInKind,
  sameSetPairs,
  share,
  topKeysShare,
} from '../eval-metrics';
import { annotate, bySplit, call, newOps, report } from './harness';
import type { FigureSpec, Harness, Ops, SplitFigures } from './harness';
import type { IncomingMessage, MatchProfile, Split } from './sets';

const style = (i: number) => messageStyles[i % messageStyles.length]!;

/** The request a message task sends, the style rotating playful, thoughtful, funny. */
export function messagesRequest(matchInfo: string, i: number, mode: MessageMode) {
  return { ...generateMessagesRequestSchema.parse({ matchInfo, style: style(i), mode, round: 0 }), matchInfo };
}

/** A message with what came before it, as the server hands a conversation to the engines ("Them: …"). */
export function replyMatchInfo(m: Pick<IncomingMessage, 'incoming' | 'earlier'>): string {
  if (m.earlier.length === 0) return m.incoming.slice(0, MATCH_INFO_MAX);
  return conversationText(splitConversation([...m.earlier, `Them: ${m.incoming}`].join('\n'))).slice(0, MATCH_INFO_MAX);
}

async function ask(
  harness: Harness,
  ops: Ops,
  item: { id: string; split: Split },
  matchInfo: string,
  i: number,
  mode: MessageMode,
) {
  const request = messagesRequest(matchInfo, i, mode);
  const answer = await call(harness, ops, { tool: mode, ...item, input: request }, (context) =>
    harness.engine.generateMessages(request, context),
  );
  return answer.messages.map((m) => m.message);
}

/** The quoted phrases of a message that are cut fragments of the text they quote, with why. */
function fragmentsOf(message: string, text: string, wholePhrases: readonly string[]) {
  return quotedPhrases(message).flatMap((phrase) => {
    const reason = fragmentReason(phrase, text, wholePhrases);
    return reason ? [{ phrase, reason }] : [];
  });
}

const openerSpecs: FigureSpec[] = [
  { key: 'profiles', label: 'profiles', format: 'count' },
  { key: 'openers', label: 'openers', format: 'count' },
  { key: 'fragments', label: 'fragments (openers quoting a cut phrase)', format: 'count', over: 'target 0' },
  { key: 'fragmentRate', label: 'fragments: share of openers', format: 'pct' },
  { key: 'topFramesShare', label: 'openers from the 8 most common frames', format: 'pct' },
  { key: 'genericRate', label: 'generic openers', format: 'pct' },
  { key: 'repeatedRate', label: 'lines given for 2+ profiles', format: 'pct' },
  { key: 'perProfile', label: 'openers per profile', format: 'num' },
  { key: 'perThinProfile', label: 'openers per thin profile', format: 'num' },
  { key: 'meanEngagementRate', label: 'mean engagementRate', format: 'num' },
];

/** Message Helper starters on match profiles. */
export async function evaluateOpeners(harness: Harness, profiles: MatchProfile[], chosen: readonly Split[]) {
  const ops = newOps();
  const lines = [];
  for (const [i, p] of profiles.entries()) {
    const matchInfo = p.text.slice(0, MATCH_INFO_MAX);
    const openers = await ask(harness, ops, p, matchInfo, i, 'starter');
    const found = openers.map((text) => ({ text, fragments: fragmentsOf(text, matchInfo, p.wholePhrases ?? []) }));
    annotate(harness, { fragments: found.flatMap((f) => f.fragments) });
    for (const { text, fragments } of found) {
      lines.push({
        split: p.split,
        group: p.id,
        thin: p.thin,
        text,
        fragments,
        frame: frame(text, matchInfo),
        generic: isGenericOpener(text, matchInfo),
        // As the coach service does: the published engagement estimate, whichever engine wrote the message.
        rate: estimateEngagement(text, matchInfo).engagementRate,
      });
    }
  }
  const figures: SplitFigures = {};
  const reasons: Record<string, Record<string, number>> = {};
  for (const [split, ls] of bySplit(lines, chosen)) {
    const ps = profiles.filter((p) => p.split === split);
    const thin = ps.filter((p) => p.thin);
    reasons[split] = {};
    for (const f of ls.flatMap((l) => l.fragments)) reasons[split][f.reason] = (reasons[split][f.reason] ?? 0) + 1;
    figures[split] = {
      profiles: ps.length,
      openers: ls.length,
      fragments: ls.filter((l) => l.fragments.length > 0).length,
      fragmentRate: share(ls, (l) => l.fragments.length > 0),
      topFramesShare: topKeysShare(ls.map((l) => l.frame)),
      genericRate: share(ls, (l) => l.generic),
      repeatedRate: repeatedLineShare(ls),
      perProfile: ps.length ? ls.length / ps.length : NaN,
      perThinProfile: thin.length ? ls.filter((l) => l.thin).length / thin.length : NaN,
      meanEngagementRate: mean(ls.map((l) => l.rate)),
    };
  }
  report(harness, 'openers', `Openers (${profiles.length} match profiles)`, ops, openerSpecs, figures, {
    fragmentReasons: reasons,
  });
  for (const [split, r] of Object.entries(reasons)) {
    const list = Object.entries(r).map(([reason, n]) => `${reason} ${n}`);
    console.log(`  fragments by reason (${split}): ${list.join(', ') || 'none'}`);
  }
}

const replySpecs: FigureSpec[] = [
  { key: 'messages', label: 'messages', format: 'count' },
  { key: 'inKindRate', label: 'replies in kind (2 of the first 3 answer)', format: 'pct', over: 'target ≥ 90 %' },
  { key: 'actRate', label: 'acts the offline coach reads as labelled', format: 'pct' },
  { key: 'fillerRate', label: 'filler options', format: 'pct', over: 'target ≤ 5 %' },
  { key: 'fillInRate', label: 'options with a [fill-in] for the user', format: 'pct' },
  { key: 'sameSetPairs', label: 'pairs of messages given the same set', format: 'count', over: 'target 0' },
  { key: 'topFramesShare', label: 'replies from the 8 most common frames', format: 'pct' },
  { key: 'fragments', label: 'replies quoting a cut phrase', format: 'count', over: 'target 0' },
];

/** Help Me Reply on incoming messages. */
export async function evaluateReplies(harness: Harness, messages: IncomingMessage[], chosen: readonly Split[]) {
  const ops = newOps();
  const outcomes = [];
  for (const [i, m] of messages.entries()) {
    const replies = await ask(harness, ops, m, replyMatchInfo(m), i, 'reply');
    const filler = replies.filter((r) => isFiller(r, m.incoming, m.hasContent));
    const fragments = replies.flatMap((r) => fragmentsOf(r, m.incoming, []));
    const inKind = repliesInKind(replies, m.answerCues, m.mustNot);
    annotate(harness, { inKind, filler, fragments });
    // What the offline coach takes the message to do, whichever engine answered: its reading against the label.
    const actRead = actMatchesKind(readReply(replyMatchInfo(m)).act, m.kind);
    outcomes.push({ ...m, replies, inKind, actRead, filler: filler.length, fragments: fragments.length });
  }
  const figures: SplitFigures = {};
  const failing: Record<string, string[]> = {};
  const pairs: Record<string, [string, string][]> = {};
  for (const [split, os] of bySplit(outcomes, chosen)) {
    pairs[split] = sameSetPairs(os);
    failing[split] = os.filter((o) => !o.inKind).map((o) => `${o.id} (${o.kind})`);
    const options = os.reduce((n, o) => n + o.replies.length, 0);
    figures[split] = {
      messages: os.length,
      inKindRate: share(os, (o) => o.inKind),
      actRate: share(os, (o) => o.actRead),
      fillerRate: options ? os.reduce((n, o) => n + o.filler, 0) / options : NaN,
      fillInRate: options ? os.reduce((n, o) => n + o.replies.filter(hasPlaceholder).length, 0) / options : NaN,
      sameSetPairs: pairs[split].length,
      topFramesShare: topKeysShare(os.flatMap((o) => o.replies.map((r) => frame(r, o.incoming)))),
      fragments: os.reduce((n, o) => n + o.fragments, 0),
    };
  }
  // Which items fail is shown for development only: held-out ids would invite tuning on them (eval/README.md).
  report(harness, 'replies', `Help Me Reply (${outcomes.length} messages)`, ops, replySpecs, figures, {
    failing: { dev: failing.dev },
    sameSetPairs: { dev: pairs.dev },
  });
  if (failing.dev) console.log(`  not in kind (dev): ${failing.dev.join(', ') || 'none'}`);
  if (pairs.dev?.length) console.log(`  same set (dev): ${pairs.dev.map(([a, b]) => `${a}=${b}`).join(', ')}`);
}
