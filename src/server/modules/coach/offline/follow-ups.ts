import type { ConversationLine } from '../../../../shared/conversation';
import type { MessageStyle } from '../../../../shared/coach-options';
import { capitalise } from './language/tidy';
import { extractDetails } from './match-details';
import { capDay, DAYS, dayOf, planOf } from './plans';
import { classifyMessage, plain } from './reply-acts';

/**
 * Help Me Reply on a whole conversation, where answering their latest message is the wrong move:
 * - the user spoke last: a follow-up that neither repeats the user's line nor presses for an answer (no "??");
 * - they accepted the user's plan or answered the user's practical question: confirm it concretely.
 * Details to react to come from their lines, never from something the user brought up first.
 */
type Writer<R> = (r: R) => string;
type Table<R> = Record<MessageStyle, Writer<R>[]>;

const CLOCK = /\b(?:at|around|by) \d{1,2}(?::\d\d)?(?: ?[ap]m)?\b|\b\d{1,2}:\d\d\b|\b\d{1,2} ?[ap]m\b/;
/** Words that settle a plan ("Sunday works for me", "see you at 1:45 then", "I will text you the address"). */
const SETTLED =
  /\b(works|deal|perfect|see (you|u|ya)|its a date|sounds (good|great|perfect)|im in|i am in|count me in|the address|pick (you|u) up|cant wait|looking forward)\b/;
/** They said yes ("yes!! thursday after work?", "deal", "im in"). */
const ACCEPTED =
  /^(yes+|yess+|yeah|yep|yay|ok|okay|deal|sure|perfect|definitely|absolutely|omg yes)\b|\b(works for me|im in|i am in|count me in|its a date|lets do it|sounds (good|great|perfect|fun))\b/;
const SLOT = new RegExp(
  `${DAYS.source}(?: (after work|after class|morning|afternoon|evening|night|at \\d{1,2}(?::\\d\\d)?(?: ?[ap]m)?|around \\d{1,2}(?::\\d\\d)?))?`,
);

/** "thursday after work" → "Thursday after work"; null without a day. */
function slotOf(text: string): string | null {
  const found = SLOT.exec(text);
  if (!found) return null;
  const day = capDay(found[1] === 'weekend' ? 'this weekend' : found[1]!);
  return found[2] ? `${day} ${found[2]}` : day;
}

/** The user's lines after their last one ("Me: Deal. Me: Next weekend?"), joined; empty when they spoke last. */
function userRun(lines: readonly ConversationLine[]): string {
  const run: string[] = [];
  for (let i = lines.length - 1; i >= 0 && lines[i]!.from === 'me'; i -= 1) run.unshift(lines[i]!.text);
  return run.join(' ');
}

/**
 * A place, name, title or pet from their lines, newest first, that the user did not bring up first (their "I love
 * her already" about the user's dog is not a detail of theirs).
 */
function theirDetail(lines: readonly ConversationLine[]): string | null {
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    if (lines[i]!.from !== 'them') continue;
    for (const d of extractDetails(lines[i]!.text).details) {
      if (!['place', 'name', 'title', 'pet'].includes(d.kind)) continue;
      const said = d.text.toLowerCase();
      if (lines.slice(0, i).some((l) => l.from === 'me' && l.text.toLowerCase().includes(said))) continue;
      return d.text;
    }
  }
  return null;
}

// ---------- The user spoke last ----------

interface FollowUp {
  /**
   * "space": they are busy or having a hard time; "plan": a day or time was settled; "waiting": the user asked or
   * invited and has no answer yet; "open": none of these.
   */
  kind: 'space' | 'plan' | 'waiting' | 'open';
  /** "Sunday", "the dumplings tomorrow": what the two of them are looking forward to. */
  soon: string | null;
  detail: string | null;
  /** Their last line was a question the user answered without asking it back. */
  theyAsked: boolean;
}

function readFollowUp(lines: readonly ConversationLine[]): FollowUp {
  const mine = userRun(lines);
  const recent = lines.slice(-8).map((l) => plain(l.text));
  const day = recent.map((t) => dayOf(t)).findLast((d) => d.day)?.day ?? null;
  // "the same thing" is not a plan.
  const plan = recent.map(planOf).findLast((p) => p && !/ thing$/.test(p)) ?? null;
  const waiting = mine.includes('?') || classifyMessage(mine) === 'invitation';
  // Settled: a recent "works", "deal", "see you" on a line with a day or time, or just after one.
  const timed = (t: string | undefined) => t !== undefined && (DAYS.test(t) || CLOCK.test(t));
  const theirLast = lines.findLast((l) => l.from === 'them');
  const theirAct = classifyMessage(theirLast?.text ?? '');
  // Or the user just gave the day or time their invitation or practical question asked for ("7 at the bar").
  const settled =
    recent.some((t, i) => i >= recent.length - 3 && SETTLED.test(t) && (timed(t) || timed(recent[i - 1]))) ||
    (['invitation', 'logistics'].includes(theirAct) && timed(plain(mine))) ||
    (theirAct === 'invitation' && ACCEPTED.test(plain(mine)));
  return {
    kind: ['busy', 'bad-news'].includes(theirAct) ? 'space' : waiting ? 'waiting' : settled ? 'plan' : 'open',
    soon: plan && day ? `${plan} ${/day$/.test(day) ? 'on ' : ''}${day}` : (day ?? plan),
    detail: theirDetail(lines),
    // A question about the user ("what are you up to tonight?"), not a practical one ("what time works?"), is one
    // to ask back.
    theyAsked: ['question', 'looking-for', 'invitation'].includes(theirAct) && theirLast!.text.includes('?'),
  };
}

const soon = (f: FollowUp) => f.soon ?? 'it';

const FOLLOW_UPS: Record<FollowUp['kind'], Table<FollowUp>> = {
  space: {
    playful: [
      () => `No need to reply, by the way. Just sending good vibes your way 😊`,
      () => `Hope things get a little easier soon. I'm around whenever you feel like chatting.`,
      () => `Thinking of you! No pressure at all to write back.`,
    ],
    thoughtful: [
      () => `No need to reply, I just wanted to say I'm thinking of you.`,
      () => `Take all the time you need. I'll be here whenever you're ready.`,
      () => `I hope you're doing okay. No pressure to write back.`,
    ],
    funny: [
      () => `No need to reply! Just sending a little good energy your way ✨`,
      () => `Sending good vibes, no reply needed 😊`,
      () => `Whenever you're free, I'm around. No rush at all.`,
    ],
  },
  plan: {
    playful: [
      (f) => `Already looking forward to ${soon(f)}! 😄`,
      (f) =>
        f.detail
          ? `Still thinking about ${f.detail}, by the way. ${capitalise(soon(f))} can't come soon enough 😄`
          : `Fair warning: I'm going to be in a great mood until ${soon(f)} 😄`,
      () => `Okay, I'm officially excited. Have a lovely rest of your day!`,
    ],
    thoughtful: [
      (f) => `Really looking forward to ${soon(f)}. Have a lovely rest of your day!`,
      () => `Just wanted to say I'm really glad we're doing this 😊`,
      (f) =>
        f.detail
          ? `I'm looking forward to hearing more about ${f.detail} in person. Enjoy your evening!`
          : `Can't wait. Enjoy the rest of your week!`,
    ],
    funny: [
      (f) => `Counting down to ${soon(f)}. Not in a weird way. Okay, a little bit 😂`,
      () => `Practising my best first impression in the mirror. It's going well, I think 😅`,
      (f) => `I've told nobody how excited I am about ${soon(f)}. Nailing the cool and casual thing 😂`,
    ],
  },
  waiting: {
    playful: [
      () => `No rush on that, by the way 😄 Hope your day's going well!`,
      (f) =>
        f.detail
          ? `Also, I meant to ask more about ${f.detail}. What's the story there?`
          : `Also, random one while I think of it: what's the best thing you've eaten this week? 😄`,
      () => `Okay, I'll stop double-texting now 😅 Talk soon!`,
    ],
    thoughtful: [
      () => `I'm really enjoying talking with you, by the way. Hope the rest of your day is a good one!`,
      (f) =>
        f.detail
          ? `You mentioned ${f.detail} earlier, and I'm curious. What's the story there?`
          : `Also, I'm curious: what's something you're looking forward to this week?`,
      () => `Whenever you have a moment, no rush at all. Have a good one!`,
    ],
    funny: [
      () => `This is me casually not waiting for your reply. Very casually 😂 No rush!`,
      (f) =>
        f.detail
          ? `Bonus question while you think: ${f.detail}, top three moments, go 😄`
          : `Bonus question while you think: what's your most controversial food opinion? 😄`,
      () => `Take your time! I'll be here, pretending to be busy 😅`,
    ],
  },
  open: {
    playful: [
      (f) =>
        f.theyAsked
          ? `Your turn now: same question! 😄`
          : f.detail
            ? `Okay, I have to ask more about ${f.detail}. What's the story there? 😄`
            : `Random question while I think of it: what's the best thing you've eaten this week?`,
      (f) =>
        f.theyAsked && f.detail
          ? `Okay, I have to ask more about ${f.detail}. What's the story there? 😄`
          : `Also, important question: what's your go-to comfort food?`,
      () => `New topic: what song have you had on repeat lately? 🎶`,
    ],
    thoughtful: [
      (f) =>
        f.theyAsked
          ? `What about you, by the way? I'd love to hear your answer too.`
          : f.detail
            ? `You mentioned ${f.detail} earlier, and I'm curious. What's the story there?`
            : `I'm curious: what's something you're looking forward to this week?`,
      (f) =>
        f.theyAsked && f.detail
          ? `You mentioned ${f.detail} earlier, and I'm curious. What's the story there?`
          : `What's been the best part of your week so far?`,
      () => `I'm enjoying this conversation. What's something that always makes your day better?`,
    ],
    funny: [
      (f) =>
        f.theyAsked
          ? `Wait, you asked me but I never asked you. Same question, go 😄`
          : f.detail
            ? `Follow-up question nobody asked for: ${f.detail}, top three moments, go 😂`
            : `Important question I forgot to ask: what's your most controversial food opinion? 😂`,
      (f) =>
        f.theyAsked && f.detail
          ? `Follow-up question nobody asked for: ${f.detail}, top three moments, go 😂`
          : `Okay, serious question: what's your go-to karaoke song? 🎤`,
      () => `Plot twist: I have one more question. What's the most overrated food? 😅`,
    ],
  },
};

// ---------- They settled the user's plan ----------

interface Settled {
  /** "Thursday after work", or null when they said yes without a day. */
  slot: string | null;
  /** What they told the user to bring, as the user says it: "good vibes and a jacket". Undefined: not that case. */
  bring: string | null | undefined;
  /** The day of the plan from the conversation: "Friday". */
  day: string | null;
}

/** "Just bring good vibes and maybe a jacket, it gets cold" → "good vibes and a jacket". */
function bringOf(text: string): string | null {
  const what = /\bbring ([^,.!?;]+)/.exec(text)?.[1];
  if (!what) return null;
  const said = what
    .replace(/\b(just|maybe|probably|perhaps|some|definitely)\b ?/g, '')
    .replace(/\byourself\b/g, 'myself')
    .replace(/\b(you|u)\b/g, 'me')
    .replace(/\bur\b/g, 'my')
    .trim();
  return said || null;
}

/**
 * They accepted the user's invitation with a day ("yes!! thursday after work?") or a plain yes, or answered the
 * user's practical question about it ("Should I bring anything?"). Null when their message is something else.
 */
function readSettled(lines: readonly ConversationLine[], answering: string): Settled | null {
  const lastMine = lines.findLast((l) => l.from === 'me');
  if (!lastMine) return null;
  const text = plain(answering);
  const asked = plain(lastMine.text);
  const day = lines.map((l) => dayOf(plain(l.text)).day).findLast(Boolean) ?? null;
  if (classifyMessage(asked) === 'logistics' && /\bbring\b/.test(asked) && !text.includes('?'))
    return { slot: null, bring: bringOf(text), day };
  const slot = slotOf(text);
  const invited = classifyMessage(asked) === 'invitation';
  if (invited && ((slot && text.length < 60) || (ACCEPTED.test(text) && !text.includes('?'))))
    return { slot, bring: undefined, day };
  return null;
}

const CONFIRM: Table<Settled> = {
  playful: [
    (s) => (s.slot ? `${s.slot} works for me! Can't wait 😄` : `Yay, it's a plan! Can't wait 😄`),
    (s) =>
      s.slot
        ? `${s.slot} it is! Fair warning: I'll be looking forward to it all week.`
        : `Perfect! ${s.day ? `What time works for you ${s.day}?` : 'When works best for you?'}`,
    (s) => (s.slot ? `Yes! ${s.slot} is perfect. It's a date 😄` : `Love that you're in! It's a date 😄`),
  ],
  thoughtful: [
    (s) =>
      s.slot
        ? `${s.slot} is perfect. Really looking forward to it!`
        : `I'm really glad you said yes. ${s.day ? `What time works for you ${s.day}?` : 'When works best for you?'}`,
    (s) =>
      s.slot
        ? `That works for me, ${s.slot} then. Where should we meet?`
        : `Lovely, it's a plan. Really looking forward to it.`,
    (s) => (s.slot ? `Lovely, ${s.slot} then. I'm glad you said yes 😊` : `That makes me really happy. It's a plan 😊`),
  ],
  funny: [
    (s) =>
      s.slot
        ? `${s.slot}, locked in. I've cleared my very busy schedule 😂`
        : `Great, locked in. I've cleared my very busy schedule 😂`,
    (s) =>
      s.slot
        ? `Deal! ${s.slot} it is. I'll be the one trying to look casual 😅`
        : `Deal! I'll be the one trying to look casual 😅`,
    (s) =>
      s.slot
        ? `Perfect. ${s.slot}: I'm writing it down in pen 😄`
        : `Perfect, I'm writing it down in pen. Now we just need a day 😄`,
  ],
};

const until = (s: Settled) => (s.day ? `See you ${/day$/.test(s.day) ? 'on ' : ''}${s.day}` : 'See you soon');

const BRING: Table<Settled> = {
  playful: [
    (s) => (s.bring ? `${capitalise(s.bring)}, got it! ${until(s)} 😄` : `Perfect, got it! ${until(s)} 😄`),
    (s) => (s.bring ? `Easy, I'll bring ${s.bring}. Can't wait!` : `Easy! Can't wait.`),
    (s) => (s.bring ? `Noted: ${s.bring}. Consider it done 😄` : `Noted, thank you! Really looking forward to it 😄`),
  ],
  thoughtful: [
    (s) =>
      s.bring
        ? `Thanks for the tip! I'll bring ${s.bring}. Really looking forward to it.`
        : `Thank you! Really looking forward to it.`,
    (s) => (s.bring ? `${capitalise(s.bring)}, noted. ${until(s)}!` : `Good to know, thank you. ${until(s)}!`),
    (s) => (s.bring ? `Perfect, thank you! ${capitalise(s.bring)} it is.` : `Perfect, thank you for letting me know.`),
  ],
  funny: [
    (s) =>
      s.bring ? `${capitalise(s.bring)}? I think I can manage that 😂 ${until(s)}!` : `Easy enough 😂 ${until(s)}!`,
    (s) =>
      s.bring ? `Noted. I'll bring ${s.bring}, plus my appetite 😅` : `Noted. I'll just bring my appetite then 😅`,
    (s) =>
      s.bring
        ? `Good thing you warned me. ${capitalise(s.bring)}, coming right up 😄`
        : `Good to know. Showing up, I can do 😄`,
  ],
};

/** The table and reading for a conversation these cases cover, or null: then their latest message is answered. */
export function conversationCase(
  lines: readonly ConversationLine[],
  answering: string,
): { write: (style: MessageStyle) => string[] } | null {
  const writeAll =
    <R>(table: Table<R>, reading: R) =>
    (style: MessageStyle) =>
      table[style].map((w) => w(reading));
  if (lines.at(-1)?.from === 'me' && lines.some((l) => l.from === 'them')) {
    const f = readFollowUp(lines);
    return { write: writeAll(FOLLOW_UPS[f.kind], f) };
  }
  const settled = readSettled(lines, answering);
  if (!settled) return null;
  return { write: writeAll(settled.bring === undefined ? CONFIRM : BRING, settled) };
}
