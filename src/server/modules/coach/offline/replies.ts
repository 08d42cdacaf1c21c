import { messageStyles, type MessageStyle } from '../../../../shared/coach-options';
import { capitalise, tidySentence } from './language/tidy';
import { findInterests } from './lexicon';
import { extractDetails } from './match-details';
import { splitConversation } from '../../../../shared/conversation';
import { conversationCase } from './follow-ups';
import { dayOf, planOf } from './plans';
import { classifyMessage, plain, readConversation, type MessageAct } from './reply-acts';

/**
 * Help Me Reply: answers what the match's message does (reply-acts.ts), in the chosen style. Where only the user
 * knows the answer (their job, their number, what they want) the line holds a clearly marked fill-in; everything
 * else is written out. A goodbye is let go without a question; someone busy or grieving is given space, never an
 * invitation.
 */
interface Reading {
  act: MessageAct;
  latest: string;
  /** The line of theirs being answered: their latest message, or its last line when that asks a question. */
  answering: string;
  /** "on Thursday", "this weekend", or null. */
  when: string | null;
  /** The bare day or time: "Thursday", "this weekend". */
  day: string | null;
  /** What they invited the user to, with its article: "the farmers market". */
  plan: string | null;
  /** Their question, written out: "what do you do for fun". */
  question: string | null;
  /**
   * They answered the user's question and asked it back ("what about you?"): `question` is then the user's own
   * question, and the reply answers it without asking it a third time.
   */
  bounced: boolean;
  /** Their short question is about something the user just said ("Me: …watching the game", "Them: which game?"). */
  followsOn: boolean;
  /** A detail of theirs worth reacting to (this message or an earlier one): "Lisbon". */
  detail: string | null;
  /** The topic of their news, a reason they are busy, what the compliment was about. */
  topic: string | null;
  text: string;
}

type Writer = (r: Reading) => string;

const CHALLENGE = /\b(bet|beat|loser|scared|prove|evidence|challenge|race|versus|vs)\b/;
/** They asked to move the plan ("raincheck?", "can we push?"). */
const RAINCHECK = /rain ?check|push/;
/** A goodbye because they met someone. */
const MOVED_ON = /seeing|someone/;
/** Bad news that touches plans the two of them had. */
const SHARED_PLANS = /saturday|plans|friday|sunday/;
const isPet = (r: Reading) => r.topic !== null && ['dog', 'cat', 'pup', 'puppy'].includes(r.topic);
/** Their question as a fill-in prompt: "whats ur job like?" → "what's your job like". */
function questionOf(latest: string): string | null {
  const written = latest
    // "ur not", "ur going": you're; "w hospitals": with.
    .replace(/\bur (?=not\b|\w+ing\b|so\b|really\b|a\b)/gi, "you're ")
    .replace(/\bw (?=\p{L})/giu, 'with ');
  const sentences = written
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  // Every sentence that asks ("what's your job like? you said something with hospitals?"), or the last one.
  const asked = sentences.filter((s) => s.includes('?'));
  const all = (asked.length ? asked : sentences.slice(-1)).join(' ');
  // A fill-in quotes a question, not a paragraph: past a short sentence's length, only the last question.
  const clause = all.length > 80 ? (asked.at(-1) ?? sentences.at(-1)!) : all;
  if (!clause) return null;
  const tidy = tidySentence(clause)
    .replace(/[?.!\s]+$/u, '')
    .replace(/\p{Extended_Pictographic}/gu, '')
    .trim();
  return tidy ? tidy.charAt(0).toLowerCase() + tidy.slice(1) : null;
}

/** "what about you?", "and u?", "hbu": the user's own question, asked back. */
const ASKED_BACK =
  /^(and |so |anyway,? |ok |okay )?((what|how) about (you|u|yourself)|(and )?(you|u|yourself)|hbu|wbu)\s*\??$/;

/** Their question, or the user's last question when theirs only asks it back ("Me: What's your go-to? Them: …, you?"). */
/** Words too common to tie a question to the user's line. */
const COMMON =
  /^(what|which|where|when|your|youre|that|this|have|does|with|about|like|really|kind|there|they|them|then|than|just|were|been|from|into)$/;

function bouncedQuestion(
  matchInfo: string,
  answering: string,
): { question: string | null; bounced: boolean; followsOn: boolean } {
  const lines = splitConversation(matchInfo);
  const asked = lines.findLastIndex((l) => l.from === 'me');
  const mine = asked >= 0 && lines[asked]!.text.includes('?') ? questionOf(lines[asked]!.text) : null;
  const theirs = questionOf(answering);
  if (!ASKED_BACK.test(plain(theirs ?? ''))) {
    const said = asked >= 0 ? plain(lines[asked]!.text).split(/[^a-z0-9]+/) : [];
    const words = plain(theirs ?? '').split(/[^a-z0-9]+/);
    const followsOn = words.length <= 5 && words.some((w) => w.length >= 4 && !COMMON.test(w) && said.includes(w));
    return { question: theirs, bounced: false, followsOn };
  }
  // Only a question that means the same asked of the user: not one about a thing of theirs ("what's the story with
  // Part Klingon", "what made you do it") or about the user ("would you leave me behind").
  const turns = mine !== null && !/\b(me|my|i|it|that|this|profile)\b|\s\p{Lu}/u.test(mine);
  return { question: turns ? mine : theirs, bounced: true, followsOn: false };
}

/** Something from their lines to react to before answering: a place, a name, an activity. */
function detailOf(latest: string, earlier: readonly string[]): string | null {
  const statements = latest.replace(/[^.!?\n]*\?/g, ' ');
  for (const text of [statements, ...[...earlier].reverse()]) {
    const found = extractDetails(text).details.find((d) => ['place', 'name', 'title'].includes(d.kind));
    if (found) return found.text;
  }
  return null;
}

const NEWS: [RegExp, string][] = [
  [/landlord|evict|selling the (building|place|flat|house)/, 'having to move'],
  [/\b(my|our) (dog|puppy|pup)\b/, 'your dog'],
  [/\b(my|our) (cat|kitten)\b/, 'your cat'],
  [/half marathon/, 'the half marathon'],
  [/marathon/, 'the marathon'],
  [/\bjob\b|offer|hired/, 'the job'],
  [/promot/, 'the promotion'],
  [/apartment|flat\b|house|place\b/, 'the new place'],
  [/training class|certificate/, 'the certificate'],
  [/\bbar\b/, 'passing the bar'],
  [/exam|test\b/, 'the exam'],
  [/degree|graduat/, 'graduating'],
  [/\bcar\b/, 'the new car'],
  [/sourdough|starter/, 'the sourdough'],
  [/\brace\b/, 'the race'],
  [/grandma|grandpa|nan\b|gran\b/, 'your grandma'],
  [/laid off|lost (my|his|her) job|fired/, 'the job'],
  [/\b(cat|kitten)\b/, 'your cat'],
  [/\b(dog|puppy|pup)\b/, 'your dog'],
  [/flight|airport/, 'the flight'],
  [/ankle|sprain|injur/, 'the injury'],
];
const BUSY: [RegExp, string][] = [
  [/deadline/, 'the deadline'],
  [/exam|finals/, 'the exams'],
  [/moving|\bmove\b/, 'the move'],
  [/shifts?\b/, 'those shifts'],
  [/launch/, 'the launch'],
  [/coworker|cover/, 'covering at work'],
  [/visiting|in town/, 'the visit'],
  [/\bwork\b|job|office|desk/, 'work'],
];
const firstOf = (table: [RegExp, string][], text: string) => table.find(([p]) => p.test(text))?.[1] ?? null;

function readReply(matchInfo: string): Reading {
  const { latest, earlier } = readConversation(matchInfo);
  // Several messages in a row that end in a question ("i'm swamped at work", "how's your week going?"): the question
  // is what waits for an answer.
  const lastLine = latest.split('\n').at(-1)!;
  const answering = lastLine !== latest && lastLine.includes('?') ? lastLine : latest;
  const text = plain(answering);
  const act = classifyMessage(answering);
  const topic =
    act === 'busy'
      ? firstOf(BUSY, text)
      : act === 'good-news' || act === 'bad-news'
        ? (firstOf(NEWS, text) ?? firstOf(NEWS, plain(earlier.join(' '))))
        : act === 'tease'
          ? (findInterests(text)[0]?.phrase.toLowerCase() ?? null)
          : act === 'compliment'
            ? (/\b(dog|pup|puppy|cat)\b/.exec(text)?.[1] ??
              (/great time|good time|fun|last night/.test(text)
                ? 'time'
                : /talk|convo|chat/.test(text)
                  ? 'talk'
                  : null))
            : null;
  return {
    act,
    latest,
    answering,
    ...dayOf(text),
    plan: act === 'invitation' ? planOf(text) : null,
    ...bouncedQuestion(matchInfo, answering),
    detail: detailOf(latest, earlier),
    topic,
    text,
  };
}

const ask = (r: Reading, lead = 'your answer to') => `[${lead} "${r.question ?? 'their question'}"]`;
const react = (r: Reading) => (r.detail ? `${capitalise(r.detail)} sounds great! ` : '');
const about = (r: Reading) => (r.topic ? ` about ${r.topic}` : '');
/** "Congratulations on the job", "congratulations to your dog". */
const on = (r: Reading) => (r.topic ? ` ${r.topic.startsWith('your ') ? 'to' : 'on'} ${r.topic}` : '');
const thePlan = (r: Reading) => r.plan ?? 'it';
/** What a tease is about, as the user's: " about my cooking". */
const mine = (r: Reading) => (r.topic ? ` about my ${r.topic}` : '');
/** What the loser of their challenge pays for: "loser buys tacos". */
const stake = (r: Reading) => /loser (?:buys|pays for|pays) (?:the )?([a-z]+)/.exec(r.text)?.[1];
const mutual = (r: Reading) =>
  r.topic === 'time'
    ? 'I had a really great time too.'
    : r.topic === 'talk'
      ? 'Same here, honestly. Talking with you is easy.'
      : null;

const WRITERS: Record<Exclude<MessageAct, 'chat'>, Record<MessageStyle, Writer[]>> = {
  invitation: {
    playful: [
      (r) => `Yes! Count me in for ${thePlan(r)}${r.when ? ` ${r.when}` : ''}. What time should I be there? 😄`,
      (r) =>
        `${r.day ? `${capitalise(r.day)} works for me` : "I'm in"}! Fair warning: I'll be looking forward to ${thePlan(r)} all week.`,
      (r) =>
        `I'd love to, but ${r.day ? `${r.day} doesn't` : "that doesn't"} work for me. How about [a day that suits you]? I really don't want to miss ${thePlan(r)}.`,
    ],
    thoughtful: [
      (r) => `That sounds lovely, yes! ${r.day ? `${r.day} works for me. ` : ''}What time suits you?`,
      (r) =>
        `I'd really like that. ${capitalise(thePlan(r))} sounds perfect${r.when ? ` ${r.when}` : ''}. Where should we meet?`,
      (r) =>
        `I'd love to, but I can't make ${r.day ?? 'that day'}. Could we do ${thePlan(r)} on [another day that works for you] instead?`,
    ],
    funny: [
      (r) =>
        `Let me check my very busy calendar. Okay, yes, I'm free${r.when ? ` ${r.when}` : ''}. Count me in for ${thePlan(r)} 😂`,
      (r) => `Yes, and I'm already planning my outfit for ${thePlan(r)}. What time? 😅`,
      (r) =>
        `Tragic news: I can't do ${r.day ?? 'then'}. Happy news: I can do [another day]. Does ${thePlan(r)} still work then?`,
    ],
  },
  question: {
    playful: [
      (r) => `${react(r)}Ha, good question! ${ask(r)}. Now your turn: same question!`,
      (r) => `Easy: ${ask(r)}. But you can't ask me that without answering it yourself 😉`,
      (r) => `${react(r)}Okay, honest answer: ${ask(r)}. What would yours be?`,
    ],
    thoughtful: [
      (r) => `${react(r)}I like that you asked. ${ask(r)}. What about you?`,
      (r) => `Honestly? ${ask(r)}. I'm curious what your answer would be.`,
      (r) => `${react(r)}Good question. ${ask(r)}. How about you?`,
    ],
    funny: [
      (r) => `${react(r)}Big question. Short version: ${ask(r)}. Long version available on request 😄 Your turn?`,
      (r) => `I'll answer, but I'm judging your answer after: ${ask(r)}. Go! 😅`,
      (r) => `Plot twist: ${ask(r)}. Your move, and no dodging.`,
    ],
  },
  busy: {
    playful: [
      (r) => `No worries at all! Good luck with ${r.topic ?? 'everything'}. I'll be here when you come up for air 😄`,
      (r) => `Totally understand. Go crush ${r.topic ?? 'it'}, and message me whenever things calm down.`,
      (r) =>
        `Of course, no worries! ${RAINCHECK.test(r.text) ? 'Raincheck accepted. ' : ''}Whenever you're free, I'm around.`,
    ],
    thoughtful: [
      (r) =>
        `No worries at all, good luck with ${r.topic ?? 'everything'}. Take the time you need, and message me whenever you're free.`,
      (r) =>
        `No worries, totally understand. ${RAINCHECK.test(r.text) ? 'Raincheck accepted, of course. ' : ''}Look after yourself, and we'll pick this up when things calm down.`,
      (r) => `Of course, no worries! I hope ${r.topic ?? 'it all'} goes well. No rush at all on my side.`,
    ],
    funny: [
      (r) =>
        `No worries! Go be a hero${r.topic ? ` of ${r.topic}` : ''}. I'll save my best jokes for when you're back 😂`,
      (r) =>
        `Totally understand. ${RAINCHECK.test(r.text) ? 'Raincheck accepted, ' : ''}I'll be here, practising my texting in the meantime 😅 Good luck!`,
      (r) => `Of course, no worries. Good luck with ${r.topic ?? 'it all'}, you've got this!`,
    ],
  },
  compliment: {
    playful: [
      (r) =>
        isPet(r)
          ? `Haha, thank you! I'll pass it on to the ${r.topic}. They'll be unbearable now 🐶`
          : `Haha, thank you! That just made my day. ${mutual(r) ?? "Careful, I'll start fishing for more."}`,
      (r) => `Stop, I'm blushing 😄 Thank you! ${mutual(r) ?? 'You are pretty great yourself.'}`,
      (r) => `Thank you, that's really sweet! ${mutual(r) ?? 'Now I have to live up to it.'}`,
    ],
    thoughtful: [
      (r) => `Thank you, that's really kind of you to say. ${mutual(r) ?? 'It made me smile.'}`,
      (r) => `That means a lot, thank you. ${mutual(r) ?? "I've really enjoyed talking with you too."}`,
      (r) =>
        isPet(r)
          ? `Thank you! The ${r.topic} gets most of the compliments, so I'll take the rest 😊`
          : `Thank you! ${mutual(r) ?? "I'm enjoying this just as much."}`,
    ],
    funny: [
      (r) => `Haha, thank you! I'll be thinking about that all day, no pressure. ${mutual(r) ?? ''}`.trim(),
      (r) =>
        isPet(r)
          ? `Thank you on behalf of the ${r.topic}, who agrees completely 😂 And thank you from me, mostly.`
          : `Thank you! I'm framing that message. ${mutual(r) ?? ''}`.trim(),
      (r) => `Okay, you've officially made me blush. Thank you 😅 ${mutual(r) ?? ''}`.trim(),
    ],
  },
  rejection: {
    playful: [
      (r) =>
        `Thank you for telling me, I really appreciate the honesty. ${MOVED_ON.test(r.text) ? "I'm happy for you. " : ''}Wishing you all the best!`,
      () => `No hard feelings at all, and thanks for being upfront. Take care and good luck out there!`,
      () => `I appreciate you saying so. It was lovely getting to know you. All the best!`,
    ],
    thoughtful: [
      () => `I really appreciate you being honest with me. No hard feelings at all. Take care, and good luck!`,
      (r) =>
        `Thank you for telling me rather than disappearing. ${MOVED_ON.test(r.text) ? 'I hope it goes well for you. ' : ''}I wish you the best.`,
      () => `That's completely okay, and I understand. Thank you for being kind about it. All the best!`,
    ],
    funny: [
      () => `Thanks for saying so, that's genuinely kind. No hard feelings, and best of luck out there!`,
      (r) => `I appreciate the honesty, truly. ${MOVED_ON.test(r.text) ? "I'm happy for you. " : ''}Take care!`,
      () => `Understood, and thank you for telling me. I wish you the very best.`,
    ],
  },
  'not-serious': {
    playful: [
      () => `Appreciate you being upfront! Casual works for me. No pressure, let's just see if we have fun.`,
      () =>
        `Thanks for being honest. I'm looking for something more serious, so we might want different things, but I'm glad you said so.`,
      (r) =>
        /drink/.test(r.text)
          ? `Haha, fair! Just a drink it is. No proposals, I promise 😄`
          : `Ha, fair enough! No pressure on my side either. Let's keep it fun.`,
    ],
    thoughtful: [
      () => `Thank you for being honest, I appreciate that. I'm okay keeping things casual and seeing how it goes.`,
      () =>
        `I appreciate you being upfront. I'm looking for something more serious, so I don't think we want the same thing. I wish you the best!`,
      () =>
        `That's fair, and thanks for telling me. Honestly, I'm [casual works for you / looking for something more serious].`,
    ],
    funny: [
      (r) =>
        /drink/.test(r.text)
          ? `Haha, fair, I'll put the ring away 😂 Just drinks it is.`
          : `Ha, noted: no proposals before the first drink 😂 Casual is fine by me.`,
      () => `Appreciate the honesty! I'm after something a bit more serious, so I'll bow out, but no hard feelings.`,
      () => `Thanks for being upfront. Casual works for me. No pressure, let's just have fun.`,
    ],
  },
  'good-news': {
    playful: [
      (r) => `Congratulations${on(r)}!! 🎉 That's amazing. How are you celebrating?`,
      (r) => `Yay, congrats${on(r)}! You must be so proud. Tell me everything!`,
      () => `Amazing news, congratulations! That's a big deal. This calls for a celebration 🎉`,
    ],
    thoughtful: [
      (r) => `That's wonderful news, congratulations${on(r)}! You must be so proud. How does it feel?`,
      () => `Congratulations! I'm really happy for you. What a moment.`,
      (r) => `That's amazing, congrats${on(r)}! What was the moment you found out like?`,
    ],
    funny: [
      (r) => `Okay, this calls for a celebration. Congrats${on(r)}! I'd hand you a trophy but I'm fresh out 🏆`,
      (r) =>
        `Congratulations! I'm officially proud of you${r.topic?.startsWith('your ') ? ` and ${r.topic}` : ''}. Is there cake? 🎉`,
      (r) => `Yay! Congrats${on(r)}, that's amazing. Please tell me there was a victory dance 😂`,
    ],
  },
  'bad-news': {
    playful: [
      (r) =>
        `Oh no, I'm so sorry${about(r)}. That sounds really rough. I'm here if you want to talk, no pressure to reply.`,
      (r) =>
        `I'm sorry, that's a lot. ${SHARED_PLANS.test(r.text) ? "And don't worry about our plans, we can reschedule easily. " : ''}Take care of yourself.`,
      (r) => `That sounds so hard, I'm sorry${about(r)}. Sending you good thoughts. Take all the time you need.`,
    ],
    thoughtful: [
      (r) =>
        `I'm really sorry${about(r)}. That's a lot to deal with. Take care of yourself, and take all the time you need.`,
      (r) =>
        `That sounds really hard. I'm sorry. ${SHARED_PLANS.test(r.text) ? "Please don't worry about our plans, we can reschedule. " : ''}I'm here if you want to talk.`,
      (r) => `I'm so sorry${about(r)}. Thinking of you. No need to reply, just look after yourself.`,
    ],
    funny: [
      (r) =>
        `That's awful, I'm really sorry${about(r)}. Sending you good thoughts. No need to reply, just look after yourself.`,
      (r) =>
        `I'm so sorry, that sounds rough. ${SHARED_PLANS.test(r.text) ? "No worries about our plans, we'll reschedule. " : ''}I'm here if you want to talk.`,
      (r) => `Oh no, I'm sorry${about(r)}. Take care of yourself, and take all the time you need.`,
    ],
  },
  tease: {
    playful: [
      (r) =>
        !CHALLENGE.test(r.text)
          ? `Haha, I walked into that one 😂 I'll allow it, but I'm getting you back.`
          : `Haha, bold words! Challenge accepted${stake(r) ? `, and I hope you like paying for ${stake(r)}` : ''}. Prepare to be proven wrong 😏`,
      (r) =>
        /reply|respond|novel/.test(r.text)
          ? `Haha, guilty. The novel is nearly done, chapter two is your reply 😂`
          : `Haha, I see how it is. I'll have to prove you wrong${mine(r)}, then. Name the time and place 😏`,
      (r) => `Haha, that's a serious accusation${mine(r)}! I demand a chance to defend myself 😄`,
    ],
    thoughtful: [
      () => `Ha, fair! I'll let you be the judge once you've seen it for yourself. Deal?`,
      (r) =>
        /reply|respond|novel/.test(r.text)
          ? `Haha, sorry! I was busy, not writing a novel, I promise. What did I miss?`
          : `Haha, okay, I'll take that as a challenge${mine(r)}. You'll have to give me a chance to prove it.`,
      (r) => `Haha, you've got me there. Give me one chance to make my case${mine(r)}?`,
    ],
    funny: [
      (r) => `Wow, called out${mine(r)} 😂 For the record, I can prove it. When do you want the demonstration?`,
      (r) =>
        /reply|respond|novel/.test(r.text)
          ? `Haha, the novel's called "Waiting for the Right Reply". Chapter one was great, thanks for asking 😂`
          : `Haha, harsh but fair 😂 Challenge accepted. Loser buys the next round?`,
      (r) =>
        `Haha, noted${mine(r)} 😅 I'm choosing to take it as a compliment. Prove me wrong and I'll buy the snacks.`,
    ],
  },
  'number-request': {
    playful: [
      (r) =>
        /whatsapp|insta|ig|snap|telegram|socials/.test(r.text)
          ? `Sure! I'm [your handle] on ${/whatsapp/.test(r.text) ? 'WhatsApp' : /insta|ig/.test(r.text) ? 'Instagram' : /snap/.test(r.text) ? 'Snapchat' : /telegram/.test(r.text) ? 'Telegram' : 'there'} 😄`
          : `Sure, here it is: [your number]. Text me so I have yours 😄`,
      () => `Yes, good idea. My number is [your number].`,
      () => `I'd like to chat here on the app a little longer first, if that's okay. I'm enjoying this, though!`,
    ],
    thoughtful: [
      (r) =>
        `Of course! My number is [your number]. ${/late|friday|saturday|tonight/.test(r.text) ? 'Text me if anything changes, no stress.' : 'Looking forward to it.'}`,
      () => `Sure, that would be easier. Here's my number: [your number].`,
      () =>
        `I'd like to stay on the app a little longer before sharing my number, if that's okay. I'm really enjoying talking with you.`,
    ],
    funny: [
      () => `Sure! [your number]. Fair warning: my texts are 40 % memes 😂`,
      () => `Yes, let's escape the app. Here's my number: [your number].`,
      () => `Sure, but I'm keeping you on the app a little longer first. Call it a probation period 😅`,
    ],
  },
  'looking-for': {
    playful: [
      (r) => `Honest answer: ${ask(r, 'your honest answer to')}. What about you?`,
      (r) => `Ooh, the big question! ${ask(r, 'your honest answer to')}. Your turn!`,
      (r) => `Straight answer: ${ask(r, 'your honest answer to')}. And you?`,
    ],
    thoughtful: [
      (r) => `I'm glad you asked. Honestly, ${ask(r, 'your honest answer to')}. What are you looking for?`,
      (r) => `Good question, and I'd rather be honest: ${ask(r, 'your honest answer to')}. How about you?`,
      (r) => `Honestly? ${ask(r, 'your honest answer to')}. I'd love to hear yours.`,
    ],
    funny: [
      (r) => `Skipping straight to the big ones, I like it. ${ask(r, 'your honest answer to')}. You?`,
      (r) => `Honest answer, no jokes for once: ${ask(r, 'your honest answer to')}. Your turn 😄`,
      (r) => `Okay, real talk: ${ask(r, 'your honest answer to')}. What about you?`,
    ],
  },
  logistics: {
    playful: [
      (r) => arrival(r, 0) ?? `${ask(r, 'your answer to')}. See you in a bit! 😄`,
      (r) => arrival(r, 1) ?? `Easy: ${ask(r, 'your answer to')}. Can't wait!`,
      (r) => arrival(r, 2) ?? `${ask(r, 'where you are or your answer to')}. Text me if you can't find it!`,
    ],
    thoughtful: [
      (r) => arrival(r, 1) ?? `${ask(r, 'your answer to')}. See you soon!`,
      (r) => arrival(r, 2) ?? `Good question: ${ask(r, 'your answer to')}. Looking forward to it.`,
      (r) => arrival(r, 0) ?? `${ask(r, 'where you are or your answer to')}. Message me if you can't find it.`,
    ],
    funny: [
      (r) => arrival(r, 2) ?? `${ask(r, 'your answer to')}. I'll be the one looking slightly lost 😅`,
      (r) => arrival(r, 0) ?? `${ask(r, 'your answer to')}. See you there!`,
      (r) =>
        arrival(r, 1) ??
        `${ask(r, 'where you are or your answer to')}. Look for the person checking their phone every 10 seconds 😂`,
    ],
  },
};

/** Their answer to the user's question, asked back: the user's answer, and no third asking. */
const ASKED_BACK_WRITERS: Record<MessageStyle, Writer[]> = {
  playful: [
    (r) => `${react(r)}Okay, my turn: ${ask(r)} 😄`,
    (r) => `Ha, I was hoping you'd ask! ${ask(r)}.`,
    (r) => `${react(r)}Fair's fair: ${ask(r)}.`,
  ],
  thoughtful: [
    (r) => `${r.detail ? react(r) : 'I like that answer. '}As for me: ${ask(r)}.`,
    (r) => `Thanks for asking back. ${ask(r)}.`,
    (r) => `${react(r)}Since you asked: ${ask(r)}.`,
  ],
  funny: [
    (r) => `${react(r)}Okay, my turn, no pressure: ${ask(r)} 😄`,
    (r) => `I was hoping you'd ask. ${ask(r)}. Top that 😂`,
    (r) => `Drumroll, please: ${ask(r)} 😅`,
  ],
};

/** Their short question about what the user just said: the answer, and no "same question" back. */
const FOLLOW_ON_WRITERS: Record<MessageStyle, Writer[]> = {
  playful: [
    (r) => `Ha, ${ask(r)}. Happy to tell you more 😄`,
    (r) => `${ask(r)}. What made you ask? 😄`,
    (r) => `Oh, ${ask(r)}. Short version or long version? 😄`,
  ],
  thoughtful: [
    (r) => `${ask(r)}. Thanks for asking!`,
    (r) => `Good question: ${ask(r)}.`,
    (r) => `${ask(r)}. I'm happy to tell you more about it.`,
  ],
  funny: [
    (r) => `${ask(r)}. Riveting stuff, I know 😂`,
    (r) => `${ask(r)}. Try to contain your excitement 😅`,
    (r) => `Since you asked: ${ask(r)} 😄`,
  ],
};

/** Getting there: they are late, already there, or offering a lift. Null when it is a question of time or place. */
function arrival(r: Reading, i: number): string | null {
  if (/late|behind|\b(bus|train|traffic)\b/.test(r.text))
    return [
      `No worries at all, take your time! I'll wait inside and grab us a table.`,
      `All good, it's fine! I'll wait by the entrance. See you soon 😄`,
      `Don't worry about it. I'll be inside, see you in a few minutes!`,
    ][i]!;
  if (/\b(im|i am) here\b|just got here|grabbed a table|\bgot a table/.test(r.text))
    return [
      `Perfect, I'll find you! I'm [how many] minutes away.`,
      `Great, see you in a minute! I'll be the one in [what you're wearing].`,
      `On my way in now, see you in a sec 😄`,
    ][i]!;
  if (/pick (u|you) up|\bride\b|\blift\b/.test(r.text))
    return [
      `That's really kind, yes please! I'm at [where you are].`,
      `Thank you, that would be great. Can you pick me up at [a spot near you]?`,
      `That's so thoughtful, thank you! I'm happy to meet you there too if that's easier.`,
    ][i]!;
  return null;
}

/** Messages that do none of the above: react to what they said and hand the conversation back. */
const CHAT: Record<MessageStyle, Writer[]> = {
  playful: [
    (r) =>
      r.detail
        ? `${r.detail}? Okay, now I need details: best moment, worst moment, go!`
        : `Ha, I like where this is going. Tell me more!`,
    () => `Ha, okay, you've got my attention. What happened next?`,
    () => `I love that. What's the best thing that happened to you today?`,
  ],
  thoughtful: [
    (r) =>
      r.detail
        ? `${r.detail} sounds lovely. What made it special for you?`
        : `I really enjoyed reading that. Tell me more?`,
    () => `That's really interesting. How did you feel about it?`,
    () => `I like hearing about that. What else is on your mind this week?`,
  ],
  funny: [
    (r) =>
      r.detail
        ? `${r.detail}? Asking for a friend (it's me): how do I get invited next time? 😂`
        : `Honestly, that made me laugh more than it should have. Go on 😄`,
    () => `Okay, plot twist incoming? Because I'm invested now 😅`,
    () => `Serious question: is there a sequel to that story? I'm ready.`,
  ],
};

/** They recommend something ("you should try their cardamom bun", "then you have to [read it]"). */
const RECOMMENDS =
  /\b(you|u) (should|have to|need to|gotta|must) (try|read|watch|see|go|listen|get|check)\b|\bthen (you|u) have to\b|\brecommend/;
const RECOMMENDATION: Record<MessageStyle, Writer[]> = {
  playful: [
    () => `Okay, you've sold me! It's officially on my list. I'll report back 😄`,
    () => `Noted! If I love it, I owe you one. Any other recommendations?`,
    () => `Deal, I'm trying it. But if it's not amazing, you'll be hearing about it 😏`,
  ],
  thoughtful: [
    () => `Thank you for the recommendation! I'll try it and let you know what I think.`,
    () => `I love a good recommendation. What made you fall for it?`,
    () => `Adding it to my list. Is there anything else you'd recommend?`,
  ],
  funny: [
    () => `Challenge accepted. I'll report back with a full review 😂`,
    () => `You're very convincing. Should I be worried you're on commission? 😅`,
    () => `Okay, noted. If I end up obsessed too, that's on you 😄`,
  ],
};

/** They describe themselves ("i'm fun, i'm laid back", "my friends say i'm quirky"), not something that happened. */
const SELF_DESCRIPTION =
  /^(im|i am|ive been described|i love|i enjoy)\b(?! not\b)|^(my friends|people|some|most)( would)? (say|says|call|describe)/;
const ABOUT_THEM: Record<MessageStyle, Writer[]> = {
  playful: [
    () => `Ha, I like that! So what does a perfect weekend look like for you?`,
    () => `Okay, that's a good sign 😄 What's something you're really into right now?`,
    () => `Noted! Now give me one story that proves it 😄`,
  ],
  thoughtful: [
    () => `I like that. What does a really good day look like for you?`,
    () => `That's nice to hear. What's something you've been enjoying lately?`,
    () => `I appreciate you sharing that. What do your closest friends love most about you?`,
  ],
  funny: [
    () => `Bold claim. I'll need one story as evidence 😂`,
    () => `Okay, I'm intrigued. What's the most "you" thing you've done this month? 😄`,
    () => `That's going straight into my notes 😅 What's your idea of a perfect Sunday?`,
  ],
};

/** Every reply the message supports, best first: the chosen style's three (each answers), then the other styles'. */
export function replyCandidates(matchInfo: string, style: MessageStyle): string[] {
  const styles = [style, ...messageStyles.filter((s) => s !== style)];
  const reading = readReply(matchInfo);
  // The user spoke last, or their message settles the user's plan: not an act of theirs to answer (follow-ups.ts).
  // A goodbye stays a goodbye.
  const special =
    reading.act === 'rejection' ? null : conversationCase(splitConversation(matchInfo), reading.answering);
  const table = reading.bounced
    ? ASKED_BACK_WRITERS
    : reading.followsOn && reading.act === 'question'
      ? FOLLOW_ON_WRITERS
      : reading.act !== 'chat'
        ? WRITERS[reading.act]
        : RECOMMENDS.test(reading.text)
          ? RECOMMENDATION
          : SELF_DESCRIPTION.test(reading.text) && !reading.detail
            ? ABOUT_THEM
            : CHAT;
  const written = special
    ? styles.flatMap(special.write)
    : styles.flatMap((s) => table[s]).map((write) => write(reading));
  return [...new Set(written.map((line) => line.replace(/\s{2,}/g, ' ').trim()))];
}
