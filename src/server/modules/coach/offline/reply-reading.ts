import { splitConversation } from '../../../../shared/conversation';
import { analyse } from './language/analyse';
import { isWord, properCase } from './language/spelling';
import { extractDetails } from './match-details';
import { isAdjective, isLiving } from './noun-kinds';
import { readTopic, SAID_BACK, type Thing, type Topic } from './message-topic';
import { capDay, dayOf, planOf } from './plans';
import type { LearnedReading } from './act-model';
import { readAct } from './act-reading';
import { betweenUsOf, claimOf, echoOf, sorryForOf, theirNewsOf } from './said-back';
import { messageTone, plain, readConversation, sentimentOf, type MessageAct, type Tone } from './reply-acts';
import { CAST, RECOMMENDS } from './rules/reply-acts.rules';
import {
  BUSY_REASONS,
  KIN,
  NEWS_TOPICS,
  NOT_TREATS,
  TOPIC_KINDS,
  TREAT_KINDS,
  type ReplyCase,
} from './rules/replies.rules';

/**
 * What Help Me Reply reads from a message before choosing lines: what it does (act, or a case of the conversation),
 * how it feels (tone), what it is about (topic), and the slots the lines of rules/replies.rules.ts are filled with.
 */
/** Where to find them: "by the window"; a word of time ends it ("at the bar already" is "at the bar"). */
const TIME_WORDS = 'already|now|yet|too|again|rn';
const SPOT = new RegExp(
  `\\b((?:by|at|near|next to|outside|inside) the [a-z]+(?: (?!(?:${TIME_WORDS})\\b)[a-z]+)?)(?=[.!?,;]|$| and | in | with | near | (?:${TIME_WORDS})\\b)`,
);

/** An asked that is a clause, not a thing: "how many tabs I have open", "when I'm not working", "for fun". */
const CLAUSE_ASKED = /^(how|when|what|which|where|who|why|whether|if|me|for|to|at|in|on)\b/i;

export interface Reading {
  act: MessageAct;
  case: ReplyCase;
  tone: Tone;
  /** wink's sentiment of the message: "down" below -0.2, "up" above 0.2. */
  mood: 'up' | 'down' | null;
  topic: Topic;
  /** The line of theirs being answered: their latest message, or its last line when that asks a question. */
  answering: string;
  /** Plain text of `answering`. */
  text: string;
  /** Slot values; a missing slot is absent. */
  slots: Record<string, string>;
  /** Whether {thing} is a person or an animal (one of theirs, or any WordNet knows as one): a character of the story. */
  living: boolean;
  /** They gave their own answer to their question ("…when you were 8? i wanted to be a lighthouse keeper"). */
  answeredOwn: boolean;
}

/** "what about you?", "and u?", "hbu": the user's own question, asked back. */
const ASKED_BACK =
  /(^|[.!,]\s*)(and |so |anyway,? |ok |okay )?((what|how) about (you|u|yourself)|(and )?(you|u|yourself)|hbu|wbu)\s*\??\s*$/;
/** Words too common to tie a question to the user's line. */
const COMMON =
  /^(what|which|where|when|your|youre|that|this|have|does|with|about|like|really|kind|there|they|them|then|than|just|were|been|from|into)$/;
/** Where a flirt is sent from or what it interrupts, not what it is about: "smiling at my phone on the bus". */
const FLIRT_SETTINGS =
  /^(phone|bus|tube|train|meeting|email|problem|couple|screen|work|office|desk|class|lecture|shift|car|street|queue|app|chat|text|message|convo|head|face|day|night|week)s?$/;
/** They describe themselves ("i'm fun, i'm laid back", "my friends say i'm quirky"). */
const SELF_DESCRIPTION =
  /^(im|i am|ive been described)\b(?! not\b)|^(my friends|people|some|most)( would)? (say|says|call|describe)/;

/** "youre really easy to talk to", "ur officially in charge of music": what the user is, in their words. */
const YOU_ARE =
  /\b(?:youre|you are|u r|u are|ure|ur)\s+(?:(?:so|really|very|super|genuinely|actually|kinda|kind of|pretty|honestly|officially|literally|[a-z]+ly)\s+)*((?:a |an )?(?:really |very |so )?[a-z]+(?: [a-z]+){0,3}?)(?=\s*(?:[.,!?]|$| btw| tbh| lol| and | but | haha))/;
/** "you have the kindest eyes", "u have a very calming way of texting", "the most calming energy". */
const YOU_HAVE =
  /\b(?:you|u) (?:have|got)\s+((?:such |the |a |an )?(?:really |very |so |most )?[a-z]+ (?:eyes|smile|laugh|voice|energy|vibe|taste|style|hair|way of [a-z]+))\b/;
/**
 * "i love that u volunteer at the animal shelter", "the fact that you volunteer at the food bank": where the user does
 * good (a place or a cause), not any habit of theirs ("that u use full sentences").
 */
const DEED =
  /\b(?:that|how|the way) (?:u|you) (?:volunteer|work|help|teach|coach|foster|organi[sz]e|fundraise|donate|cook|sing)s? (?:at|with|for|in) ([a-z ]{3,60})/;

/**
 * "id be very distracting", "ill start planning our outfits": what they say they would do, from a clause's start.
 * Not "i might…": a maybe is no promise to hold them to. "ill" and "id" only where a clause starts ("ill" is also
 * unwell); "im gonna" anywhere.
 */
const DARE =
  /(?:(?:^|[,.!?;]\s*|\b(?:and|so|then|or|but)\s+)(id|i would|ill|i will)|\b(im going to|im gonna)) ([a-z]+(?: [a-z]+){0,8}?)(?=\s*(?:[,.!?;]|$| lol| haha| tbh| ngl| jk| rn| tho| though| just))/;
const DARE_SUBJECT: Record<string, string> = {
  id: "you'd",
  'i would': 'you would',
  ill: "you'll",
  'i will': 'you will',
  'im going to': "you're going to",
  'im gonna': "you're gonna",
};
/** The words said back from the other side; "our" stays theirs and the user's ("planning our outfits"). */
const DARE_PERSON: Record<string, string> = { ...SAID_BACK, our: 'our', me: 'you', you: 'me', u: 'me' };

/** Their "I'd…" or "I'll…", said back from the user's side ("you'd be very distracting"); none when it says "I" again. */
function dareOf(text: string): string | undefined {
  const found = DARE.exec(text);
  if (!found) return undefined;
  const words = found[3]!.trim().split(' ');
  if (words.some((w) => /^(i|im|id|ill|ive)$/.test(w))) return undefined;
  return `${DARE_SUBJECT[found[1] ?? found[2]!]} ${words.map((w) => DARE_PERSON[w] ?? w).join(' ')}`;
}

/** Their praise of the user, as they put it, when its first word is a word of praise (an adjective or "in charge"). */
/** "you ask the best questions", "youre one of the funniest people", "the best part of my week": praise in a phrase. */
const PRAISE_PHRASE =
  /\b(?:(?:you|u) (?:ask|write|tell|give|send|make|pick|choose|take) ((?:the|such) (?:best|funniest|nicest|kindest|sweetest|most [a-z]+) [a-z]+s)|(?:youre|you are|ur|u r) (?:[a-z]+ly )?(one of the (?:[a-z]+est|best|most [a-z]+) (?:people|humans|persons|guys|girls|men|women))|(the best part of) my (day|week|month|year))\b/;

/**
 * What they say they want from dating, in their words: "im after something long term, not a pen pal" → "something
 * long term"; "i want marriage and kids in the next few years" → "marriage and kids in the next few years". Only
 * their own want ("i", or a message that opens on it), never the user's asked about ("do u want kids").
 */
const THEIR_WANT =
  /(?:^|\b(?:i|im|i am|and|honestly|just|really)\s+)(?:looking for|after|want|need)\s+((?:something|someone|somebody|marriage|kids|children|a relationship|a partner|a family|commitment)\b[a-z0-9 ]{0,60}?)(?=\s*(?:[.,!?;]|$|\bbut\b|\bnot\b|\bno rush\b|\bif\b|\bso\b|\bthats\b|\bhope\b|\bis that\b|\btoo\b|\bthough\b|\btho\b|\blol\b))/;

function theirWantOf(text: string): string | undefined {
  // "something real tbh": the tag that closes the line is not part of the want.
  const want = THEIR_WANT.exec(text)?.[1]
    ?.replace(/(?:\s+(?:tbh|honestly|lol|rn|ngl|fr|haha|though|tho|really|now|here|too))+\s*$/, '')
    .trim();
  // Said back in a line of the user's: their own "my" or "me" would need turning, and a long want reads as a quote.
  if (!want || want.split(' ').length > 10 || /\b(my|me|i|u|you|your|ur)\b/.test(want)) return undefined;
  return withNames(want);
}

/** "hows your week going": the stretch of time they ask about, as the answer says it ("this week"). */
const PERIODS: Readonly<Record<string, string>> = {
  day: 'today',
  week: 'this week',
  weekend: 'this weekend',
  morning: 'this morning',
  afternoon: 'this afternoon',
  evening: 'this evening',
  night: 'tonight',
};
const periodAsked = (text: string) =>
  PERIODS[
    /\bhow(?:s| is| has| have)? (?:ur|your|you|u) (day|week|weekend|morning|afternoon|evening|night)\b/.exec(
      text,
    )?.[1] ?? ''
  ];

function praiseOf(text: string): string | undefined {
  const phrase = PRAISE_PHRASE.exec(text);
  if (phrase) return phrase[1] ?? phrase[2] ?? `${phrase[3]} your ${phrase[4]}`;
  // "youre so funny omg": the praise without the noise after it.
  const found = (YOU_HAVE.exec(text)?.[1] ?? YOU_ARE.exec(text)?.[1])?.replace(
    /(?: (?:omg|lol|lmao|haha\w*|tbh|ngl|fr|rn|honestly|tho|though|too|as well))+$/,
    '',
  );
  if (!found) return undefined;
  const first = found.replace(/^(?:such|the|a|an|really|very|so) /, '').replace(/^(?:really|very|so|most) /, '');
  const tagged = analyse(first).tokens[0];
  if (!tagged) return undefined;
  return tagged.pos === 'ADJ' || isAdjective(tagged.lower) || /^in charge\b/.test(first) ? found : undefined;
}

/** Is their short question about something the user just said ("Me: …the game", "Them: which game?")? */
function followsOn(matchInfo: string, answering: string): boolean {
  const lines = splitConversation(matchInfo);
  const mine = lines.findLast((l) => l.from === 'me');
  if (!mine || !answering.includes('?')) return false;
  const said = plain(mine.text).split(/[^a-z0-9]+/);
  // The asking sentence itself ("Which game? I know nothing about sports btw" asks "which game").
  const words = plain(questionsOf(answering).at(-1) ?? answering)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.length <= 5 && words.some((w) => w.length >= 4 && !COMMON.test(w) && said.includes(w));
}

/** The words that make a sentence ask, with or without its mark. */
const WH = /\b(whats|what|which|where|who|how|hows|(do|did|are|have|would|could|can|will|were) (u|you))\b/;

/** A clause that opens with its question word, after a few words of lead-in ("ok random but do u…"). */
const ASKS = new RegExp(
  `^((so|ok|okay|and|but|wait|like|also|random|genuinely|curious|serious question|anyway|anyways|btw|honestly|be|honest|quick|important|question|real|talk)\\W+){0,4}${WH.source}`,
);
/** "if u could live anywhere for a year where would u go": a question asked after its condition. */
const ASKS_AFTER_IF = /^if\b.*\b(what|whats|which|where|who|how)\b/;
/** A clause that asks, by its opening or after its condition. */
const asksOf = (clause: string) => ASKS.test(clause) || ASKS_AFTER_IF.test(clause);

/** The sentences of theirs that ask something. */
const questionsOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.includes('?'));

const FILLER_WORDS =
  /^(wait|so|ok|okay|is|are|r|do|does|would|that|it|u|you|ur|your|prefer|team|and|be|honest|like|a|an)$/;

/**
 * The two sides of a choice ("morning person or night owl?", "the one on division or the one by the river"), each
 * at most five words, none that is itself a clause ("do u surf or is that a stereotype" is no choice).
 */
function choiceOf(question: string | undefined): [string, string] | null {
  // "is amala better than pounded yam": a comparison is a choice between its two sides.
  const better =
    question && /\bis ([a-z][a-z ]{1,28}?) better than ([a-z][a-z ]{1,28}?)(?= or\b|\?|$)/.exec(plain(question));
  if (better) return [better[1]!.trim(), better[2]!.trim()];
  const found = question && /^(.*?)\bor\b(.*?)\?/.exec(plain(question));
  if (!found) return null;
  const left = found[1]!
    .split(/[:,]|\b(?:rather|prefer|either)\b/)
    .at(-1)!
    .trim()
    .split(/\s+/);
  // "do u text or call": the question's verb and subject ask, the sides are what follows them. Not "did", whose
  // sides would be answered in the past ("did u walk or drive").
  if (/^(do|would|will|can|could)$/.test(left[0] ?? '') && /^(u|you|ya)$/.test(left[1] ?? '')) left.splice(0, 2);
  while (left.length && FILLER_WORDS.test(left[0]!)) left.shift();
  // "meet at the tims on queen or the one on spadina": the places are the choice, not the meeting.
  if (/^(meet|see|go)$/.test(left[0] ?? '') && /^(at|to|by)$/.test(left[1] ?? '')) left.splice(0, 2);
  // "…or a joburg person, because i need to know": the side ends where the reason starts; "or are you normal" offers
  // "normal".
  const right = found[2]!
    .split(/,|\b(?:because|cos|coz|cause|bc|since)\b/)[0]!
    .replace(/^\s*(?:(?:are|r) (?:u|you)\b)?\s*(?:an?\b)?/, '')
    .replace(/\b(rn|lol|tho|though|then)\b/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  // "only be able to whisper or only be able to shout for the rest of your life": parallel sides, the tail shared.
  if (right.length > 5 && right[0] === left[0]) right.splice(left.length);
  const clause = /^(i|im|u|you|is|are|do|does|that|it|we|they|ur|your|not)$/;
  if (!left.length || !right.length || left.length > 5 || right.length > 5) return null;
  if ([...left, ...right].some((w) => clause.test(w))) return null;
  // "a dog or a cat person": both sides are people.
  if (left.length === 1 && right.length === 2 && /^(person|people|fan|girl|guy)$/.test(right[1]!)) left.push(right[1]!);
  return [left.join(' '), right.join(' ')];
}

const NO: Record<string, string> = {
  do: "don't",
  did: "didn't",
  have: "haven't",
  would: "wouldn't",
  can: "can't",
  could: "couldn't",
  will: "won't",
  are: "'m not",
};
const YES: Record<string, string> = { are: 'am' };

/**
 * A yes and a no to their question about the user ("do u surf" → "I surf" / "I don't surf"), written from the
 * user's side; the short form ("I do") when the rest of the question would not read whole.
 */
function yesNoOf(question: string | undefined): { yes: string; no: string } | null {
  // "do u reckon youd survive a week without your phone": asked through "do you reckon", it asks what the user would do.
  const asked = question
    ? plain(question).replace(/\b(?:do|d) (?:u|you) (?:reckon|think) (?:u|you)(?:d| would)\b/, 'would you')
    : question;
  const found =
    asked &&
    // The asking clause may follow a lead-in ("so whats ur thing, are u one of those 5am gym people").
    /(?:^|[,.!;:] )(?:(?:so|ok|okay|wait|and|but|also|like|anyway|anyways|btw|honestly|genuinely curious|curious),? )*(do|did|have|would|can|could|will|are) (?:u|you) ([^?]*)/.exec(
      asked,
    );
  if (!found || /\brather\b/.test(found[2]!)) return null;
  const aux = found[1]!;
  // What it asks ends at its sentence: "are u ok. blink twice" asks "ok".
  const rest = found[2]!.split(/[.!;]|\b(?:or|lol|tho|though|rn|tbh)\b/)[0]!.trim();
  // "are u one of those 5am gym people": said whole, from the user's side.
  const those =
    aux === 'are'
      ? /^one of (?:those|them) ([a-z0-9 ]{3,40})$/.exec(rest.replace(/[^a-z0-9 ]+/g, '').trim())?.[1]?.trim()
      : undefined;
  if (those) return { yes: `I'm one of those ${those}`, no: `I'm not one of those ${those}` };
  const short = { yes: `I ${YES[aux] ?? aux}`, no: aux === 'are' ? "I'm not" : `I ${NO[aux]}` };
  if (aux === 'did' || !rest || rest.split(' ').length > 5 || /\b(u|you|ur|your|me|my|i|that|it)\b/.test(rest))
    return short;
  // "have u been to goa" → "I haven't been to Goa": a place keeps its capital.
  const named = (words: string) => words.replace(/[a-z]+/g, (w) => (w.length > 2 ? (properCase(w) ?? w) : w));
  const positive = named(rest.replace(/\b(ever|much|any|really|still)\b ?/g, '').trim());
  const negative = named(rest.replace(/\b(ever|really|still)\b ?/g, '').trim());
  if (!positive) return short;
  return aux === 'do'
    ? { yes: `I ${positive}`, no: `I don't ${negative}` }
    : aux === 'are'
      ? { yes: `I am ${positive}`, no: `I'm not ${negative}` }
      : { yes: `I ${aux} ${positive}`, no: `I ${NO[aux]} ${negative}` };
}

/** "your idea of a perfect first date then" → "idea of a perfect first date": up to the last noun, never mid-phrase. */
function nounPhraseAfterYour(question: string): string | undefined {
  const tokens = analyse(question).sentences.flatMap((s) => s.tokens);
  const at = tokens.findIndex((t) => /^(your|ur)$/.test(t.lower));
  if (at < 0) return undefined;
  const phrase = [];
  for (const t of tokens.slice(at + 1, at + 8)) {
    if (!/^(NOUN|PROPN|ADJ|ADP|DET|NUM)$/.test(t.pos) || t.kind !== 'word' || /^(u|you|ur|your|like)$/.test(t.lower))
      break;
    phrase.push(t);
  }
  const end = phrase.findLastIndex((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  return end < 0
    ? undefined
    : phrase
        .slice(0, end + 1)
        .map((t) => capDay(t.lower))
        .join(' ');
}

/**
 * A phrase read from the plain text, given back the capitals they wrote mid-sentence ("the freedom park" → "the
 * Freedom Park"); a capital that only starts a sentence ("Coffee on friday?") is no name.
 */
function asWritten(phrase: string | null, original: string): string | null {
  if (!phrase) return phrase;
  const named = new Map(
    [...original.matchAll(/(?<![.!?]\s*|^)\b([A-Z][a-z]{2,})\b/g)].map((m) => [m[1]!.toLowerCase(), m[1]!]),
  );
  return phrase.replace(/[a-z]+/g, (w) => named.get(w) ?? w);
}

/** Names written lower case given their capitals ("a liverpool fan" → "a Liverpool fan"). */
const withNames = (text: string) => text.replace(/[a-z]+/g, (w) => properCase(w) ?? w);

/** The user's side of "have you", "would you", "youd"…: "I've", "I'd". */
const AS_USER: Record<string, string> = {
  have: "I've",
  do: 'I',
  did: 'I',
  would: "I'd",
  d: "I'd",
  will: "I'll",
  ll: "I'll",
  are: "I'm",
  were: 'I was',
  can: 'I can',
  could: 'I could',
};

/** What their question asks about, from the user's side: "what's your go-to Sunday?" → "my go-to Sunday". */
function askedOf(question: string): string | undefined {
  const text = plain(question)
    .replace(/[?!.]+\s*$/, '')
    .replace(/\b(your|ur|my) go to\b/, '$1 go-to');
  // "whats something ur weirdly good at" → "something I'm weirdly good at".
  const something =
    /\bwhats (something|one thing|a thing) (?:ur|youre|you are|u r) ([a-z]+(?: [a-z]+){0,4}?)(?=[.!?,;]| ill | i | and |$)/.exec(
      text,
    );
  if (something) return `${something[1]} I'm ${something[2]}`;
  // "how r u with spice?" → "me with spice".
  const how = /\bhow (?:are|r) (?:u|you) with ((?:[a-z]+ ){0,2}[a-z]+)$/.exec(text);
  if (how) return `me with ${how[1]}`;
  // "what does a typical sunday look like for u" → "a typical Sunday"; "what do u do when ur not working" → "when
  // I'm not working".
  const looksLike =
    /\bwhat (?:does|do|is|s|would) ((?:a|an|your|ur) (?:[a-z-]+ ){0,3}?[a-z-]+) (?:look |looks )?like\b/.exec(text);
  if (looksLike)
    return looksLike[1]!
      .replace(/^(your|ur) /, 'my ')
      .split(' ')
      .map((word) => capDay(word))
      .join(' ');
  const when =
    /\bwhat do (?:u|you) (?:actually |usually |even |normally )?do (when (?:ur|youre|you are|u r) not [a-z]+(?: [a-z]+)?|for fun|on (?:a |the )?(?:weekends?|sundays?|saturdays?|days off|your days off|ur days off))\b/.exec(
      text,
    );
  if (when) return when[1]!.replace(/\b(ur|youre|you are|u r)\b/, "I'm").replace(/\b(your|ur)\b/, 'my');
  // "whats the last show u binged" → "the last show I binged".
  const theOne =
    /\b(?:whats|what is|what was|which is|which was|which)\s+(the (?:[a-z]+ ){0,3}?[a-z]+) (?:u|you) ((?:[a-z]+ ?){1,4}?)(?= lately| recently| rn| tho| that| which| and| but| lol| haha| tbh| ngl|$)/.exec(
      text,
    );
  // "the last thing that made you laugh": the user is its object ("made me laugh"), not its subject.
  if (theOne)
    return `${theOne[1]} ${/\b(made|makes|make|got|gets|let|lets|helped|helps)$/.test(theOne[1]!) ? 'me' : 'I'} ${theOne[2]!.trim()}`;
  // "whats a film youd defend to the death", "whats one song u know every word to" → "a film I'd defend to the death".
  const aOne =
    /\b(?:whats|what is|what was)\s+((?:a|an|one) (?:[a-z]+ ){0,2}?[a-z]+) (?:u|you)(d|ll| would| will)? ([a-z]+(?: [a-z]+){0,4}?)(?= that| which| lately| recently| rn| tho| lol| haha| tbh| ngl| and| but|$)/.exec(
      text,
    );
  if (aOne && !/\b(i|im|my|me)\b/.test(aOne[3]!)) {
    const rest = aOne[3]!
      .trim()
      .replace(/\bcant\b/g, "can't")
      .replace(/\bdont\b/g, "don't")
      .replace(/\byour\b/g, 'my');
    return `${aOne[1]} ${AS_USER[aOne[2]?.trim() ?? 'do']} ${rest}`;
  }
  // "which city would you move to", "how long have you been in leeds" → "which city I'd move to", "how long I've
  // been in leeds": the question turned to the user's side, up to where it trails off.
  const turned =
    /\b(how long|how often|how many (?:[a-z]+ )?[a-z]+|how much (?:[a-z]+ )?[a-z]+|which [a-z]+|what [a-z]+) (have|do|did|would|will|are|were|can|could) (?:u|you) ([a-z]+(?: [a-z]+){0,4}?)(?= tomorrow| if| when| lol| rn| tho| then| right now| at the moment| atm| currently| now| and| but|$)/.exec(
      text,
    );
  if (turned && !/^(what|which) (do|did|would|is|are|was)$/.test(turned[1]!)) {
    return `${turned[1]} ${AS_USER[turned[2]!]} ${turned[3]!.trim()}`;
  }
  // "if you could only eat one cuisine for the rest of your life" asks for one cuisine.
  const one =
    /\bonly (?:eat|have|keep|pick|choose|take|watch|listen to|read|visit|live in) (one|a single) ([a-z]+)\b/.exec(text);
  if (one) return `one ${one[2]}`;
  // "the rest of your life" asks about something else.
  const yours =
    /(?<!rest of |in |of |on |from )\b(?:your|ur) (?!not\b|so\b|gonna\b|going\b|\w+ing\b)((?:[a-z-]+ ?){1,4})/
      .exec(text)?.[1]
      ?.trim();
  if (yours) {
    const words = yours.split(' ');
    const end = words.findIndex(
      (w) =>
        /^(going|been|gone|so|today|lately)$/.test(w) ||
        /^(like|look|looks|is|are|was|were|be|and|or|at|on|in|for|when|before|after|because|lol|rn|u|you|tho)$/.test(w),
    );
    const kept = (end < 0 ? words : words.slice(0, end)).join(' ');
    // A phrase cut mid-way ("idea of a perfect") is read again to its last noun.
    const whole =
      /\b(of|a|an|the|to|for|with|from|in|on|at|about|by|into|perfect|best|first|favourite|favorite|ideal)$/.test(kept)
        ? nounPhraseAfterYour(question)
        : kept;
    if (whole) return `my ${capDay(whole)}`;
  }
  // "what do u do for fun when ur not swiping" → "what I do for fun".
  const recast =
    // "did" is left out: its answer needs the past tense ("where did u grow up" is not "where I grow up").
    /^(?:so |ok |okay )?(what|where|how|who) (do|would) (?:u|you) ((?:[a-z]+ ?){1,5}?)(?= when| if| on here| lol| rn|$)/.exec(
      text,
    );
  // "how would u have survived that" → "how I'd have survived that": "would" stays.
  return recast ? `${recast[1]} ${recast[2] === 'would' ? "I'd" : 'I'} ${recast[3]!.trim()}` : undefined;
}

/** The name the first matching row gives, its $1, $2 filled with the words it matched. */
function firstOf(table: readonly (readonly [string, string])[], text: string): string | undefined {
  for (const [pattern, name] of table) {
    const found = new RegExp(pattern).exec(text);
    if (found) return name.replace(/\$(\d)/g, (_, n: string) => found[Number(n)] ?? '');
  }
  return undefined;
}

const PLATFORMS: [RegExp, string][] = [
  [/whatsapp/, 'WhatsApp'],
  [/insta|\big\b/, 'Instagram'],
  [/snap/, 'Snapchat'],
  [/telegram/, 'Telegram'],
];

/** A place, name or title from their lines, this message's statements first. */
function detailOf(latest: string, earlier: readonly string[]): string | undefined {
  const statements = latest.replace(/[^.!?\n]*\?/g, ' ');
  for (const text of [statements, ...[...earlier].reverse()]) {
    const found = extractDetails(text).details.find((d) => ['place', 'name', 'title'].includes(d.kind));
    // "lisbon tomorrow" is Lisbon: a day after a name is when, not part of it.
    const name = found?.text.replace(
      /(?: (?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Tomorrow|Tonight|Today|Weekend|Next|This))+$/,
      '',
    );
    if (name) return name;
  }
  return undefined;
}

/** Verbs of a small mishap, for a clause said back with sympathy. */
const WENT_WRONG =
  /\b(dropped|missed|lost|broke|smashed|cracked|spilled|spilt|burnt|burned|forgot|locked|stubbed|overslept|fell|tripped|got stuck|got soaked|got drenched|got a (parking |speeding )?(ticket|fine|puncture|flat))\b/;

/** A person or a pet: never "sorry about" them, and no thing of the user's to be flirted over. */
const BEINGS: readonly string[] = [...TOPIC_KINDS.people, ...TOPIC_KINDS.pet];
/** A person or an animal: one of theirs, or any WordNet knows as one ("the baboon"; not a name: "the new Wes Anderson"). */
const isBeing = (t: Thing) => BEINGS.includes(t.head) || (!t.proper && !properCase(t.head) && isLiving(t.head));

/**
 * What of the user's they praise or flirt over. A compliment: "ur taste in books" (whole), "u have the kind of
 * handwriting that…" (the handwriting), "ur taste", "that jacket". A flirt: a thing of the user's ("your voice is not
 * helping"), never a person or a pet.
 */
function mineOf(act: MessageAct, text: string, said: readonly Thing[]): string | undefined {
  // One thing ("is working on you"): "your jokes" would need "are".
  if (act === 'flirt') return said.find((t) => t.owner === 'user' && !isBeing(t) && !t.plural)?.text;
  if (act !== 'compliment') return undefined;
  const named =
    /\b(?:ur|your) (taste in [a-z]+)/.exec(text)?.[1] ??
    /\b(?:u|you) (?:have|got) the (?:kind|sort) of ([a-z]+) (?:that|which)\b/.exec(text)?.[1];
  if (named) return `my ${named}`;
  // "the little moth tattoo on ur wrist is so pretty": the tattoo is praised; the wrist only says where it is.
  const onYours = /\bthe ((?:[a-z]+ ){0,2}[a-z]+) (on|in) (?:ur|your) ([a-z]+) (?:is|looks|was)\b/.exec(text);
  if (onYours) return `the ${onYours[1]} ${onYours[2]} my ${onYours[3]}`;
  // "ur hindi is better than mine": a thing of the user's, praised by what follows it (one thing, so "it has a fan").
  const praised =
    /\b(?:ur|your) ([a-z]+)(?: [a-z]+)? (?:is|was) (?:so |really |very |actually |genuinely |lowkey |kinda )?(?:better|good|great|amazing|perfect|unreal|elite|incredible|lovely|beautiful|gorgeous|stunning|cute|impressive|fire)\b/.exec(
      text,
    )?.[1];
  if (praised && !/^(the|a|an|so|very|really|one|not|just|too|only)$/.test(praised))
    return `my ${properCase(praised) ?? praised}`;
  // "the photo of you on the boat holding that fish": the photo is the user's, whatever it shows.
  const ofYou = /\b(?:the|that|this|ur|your) (photo|picture|pic|video|selfie) of (?:u|you)\b/.exec(text)?.[1];
  if (ofYou) return `that ${ofYou}`;
  return said.find((t) => t.owner === 'user' || /^(that|this) /.test(t.text))?.text.replace(/^this /, 'that ');
}

/** Where the user does what they praise: "that u volunteer at the animal shelter" → "the animal shelter". */
function deedOf(text: string, said: readonly Thing[]): string | undefined {
  const clause = DEED.exec(text)?.[1];
  return clause ? said.find((t) => !t.owner && clause.includes(t.text.toLowerCase()))?.text : undefined;
}

/** Heads that name no outing of their own: "a place in Brixton" offers Brixton, not "the place". */
const VAGUE_OFFERS = /^(place|spot|one|company|taste|standard|vibe|year|rest|plus|ticket)$/;

/** Occasions: a power cut at a birthday is no "sorry about your mate's birthday". */
const OCCASIONS =
  /^(birthday|wedding|party|celebration|holiday|vacation|trip|date|anniversary|graduation|reunion|festival|concert|gig)$/;

/** A sentence that tells their own side ("mine was a bowl cut", "im torn between thai and mexican"). */
const OWN_SIDE = /^(?:(?:ok|so|and|honestly|personally|lol|haha)\W+)*(?:i|im|ive|id|mine|my|me|for me)\b/;
/** …but not one that says why they ask ("i keep forgetting to ask", "asking for science"). */
const WHY_ASKING = /\b(ask|asking|wonder|wondering|curious|need to know|forgot|forgetting|judge|judging)\b/;

/** Whether their message gives their own answer to the question it asks, in a sentence of its own. */
function answeredOwn(latest: string, question: string | undefined): boolean {
  if (!question) return false;
  const asked = plain(question).replace(/[?!.\s]+$/, '');
  return latest
    .split(/(?<=[.!?])\s+|\n+/)
    .map((part) => plain(part).trim())
    .some((part) => part && !part.startsWith(asked) && OWN_SIDE.test(part) && !WHY_ASKING.test(part));
}

export function readReply(
  matchInfo: string,
  onRule?: (rule: string) => void,
  predict?: (text: string) => LearnedReading,
): Reading {
  const { latest, earlier } = readConversation(matchInfo);
  // Several messages in a row that end in a question: the question is what waits for an answer.
  const lastLine = latest.split('\n').at(-1)!;
  // "something w hospitals": "w" and "w/" are "with", not a word of the topic.
  const answering = (lastLine !== latest && lastLine.includes('?') ? lastLine : latest).replace(
    /\b[wW]\/?(?= [a-z])/g,
    'with',
  );
  const text = plain(answering);
  const topic = readTopic(answering);
  const { act, mild } = readAct(answering, { latest, told: topic.told, predict }, onRule);
  // Plain words about a mishap the model reads as mild bad luck ("sat on my new sunnies") take the mild tone.
  const read = messageTone(answering, onRule);
  const tone = mild && read === 'plain' ? 'mild' : read;
  // "…you?" asks the user's side of what they just said; a plan, a goodbye or a wish keeps its own act.
  const bounced = ASKED_BACK.test(text) && (act === 'question' || act === 'chat');
  const replyCase: ReplyCase = bounced
    ? 'asked-back'
    : act === 'question' && followsOn(matchInfo, answering)
      ? 'follows-on'
      : act !== 'chat'
        ? act
        : RECOMMENDS.test(text)
          ? 'recommends'
          : SELF_DESCRIPTION.test(text) && topic.things.every((t) => !t.proper && !/^(your|my|the) /.test(t.text))
            ? 'about-them'
            : 'chat';

  // Their question: the last sentence that asks, or the whole message when it asks without a mark.
  // A question asked last without its mark ("since when, whats the last song u learned") is the one waiting.
  // With no mark anywhere, the last sentence that asks: "did you have a weird phase as a teen. i need to know…".
  const sentences = answering.split(/(?<=[.!?])\s+|\n+/).map((part) => part.trim());
  const asking = (part: string) => part.split(/,\s*/).some((clause) => asksOf(plain(clause).trim()));
  const lastSentence = (answering.includes('?') ? undefined : sentences.findLast(asking)) ?? sentences.at(-1)!;
  // A choice is what it asks, before any reason after it ("cape town or joburg, because i need to know what…").
  // A clause that asks starts with its question word: "which is either a pro or a con" only describes.
  const clauses = lastSentence.split(/,\s*/).filter((part) => asksOf(plain(part).trim()));
  const unmarked =
    !lastSentence.includes('?') && clauses.length > 0
      ? `${clauses.find((part) => /\bor\b/.test(part)) ?? clauses.at(-1) ?? lastSentence}?`
      : undefined;
  // "dog person or cat person. think carefully": a choice is the question, wherever it stands.
  const parts = answering.split(/(?<=[.!])\s+|\n+/);
  const lastAsked = parts.find((part) => /\bor\b/.test(part))?.replace(/[.!]+$/, '') ?? parts.at(-1);
  const question =
    unmarked ??
    questionsOf(answering).at(-1) ??
    (['question', 'logistics', 'looking-for'].includes(act) ? `${lastAsked}?` : undefined);
  // A bare noun ("which part of town") does not read whole on its own: only "my …" or a thing with its article.
  const askedThing = question ? readTopic(question).things.find((t) => /^my /.test(t.text)) : undefined;
  // "whats ur job like? u said something w hospitals?": an earlier question may say what is asked when the last cannot.
  const asked = question
    ? (askedOf(question) ??
      askedThing?.text ??
      questionsOf(answering)
        .slice(0, -1)
        .reverse()
        .map((q) => askedOf(q))
        .find(Boolean))
    : undefined;
  const bare = (phrase: string) => phrase.toLowerCase().replace(/^(a|an|the|my|your) /, '');
  // A tease that casts the user as a type: "who are you, my english teacher" → "your english teacher" (not a thing
  // of theirs to be "guilty about").
  const castText = act === 'tease' ? new RegExp(CAST).exec(text)?.[1]?.replace(/^my /, 'your ') : undefined;
  const cast = castText === undefined ? undefined : withNames(castText);
  // A bare common noun ("great dancer") does not read whole in a sentence; a name or a thing with "your"/"the" does.
  // Bare plurals read whole too ("sad girl songs").
  // In a tease, "a man who lists sarcasm as a hobby" sums up the user: neither the one described by "who" nor the
  // verb after it is a topic.
  const aboutWho = (t: Thing) =>
    act === 'tease' &&
    (new RegExp(`\\b${t.head}s? who\\b|\\bwho ${t.text}\\b`).test(text) || bare(t.text) === bare(cast ?? ''));
  const said = topic.things.filter(
    (t) => (t.proper || /^(your|my|the|his|her|their|this|that) /.test(t.text) || t.plural) && !aboutWho(t),
  );
  // A tease or a compliment is about something of the user's ("ur spotify" → "my spotify"); anything else about theirs.
  const owner = act === 'tease' || act === 'compliment' ? 'user' : 'them';
  // Who did something in a story ("a seagull nicked my chips"), not where it happened ("the ferry").
  const actor = act === 'chat' ? said.find((t) => t.acted && t.owner !== 'user') : undefined;
  const main =
    actor ??
    (owner === 'user' ? said.find((t) => t.owner === 'user') : undefined) ??
    (topic.kindThing && said.includes(topic.kindThing) ? topic.kindThing : undefined) ??
    // A story is about who did something in it ("a seagull nicked my chips"), else what it names first ("a silent
    // disco in a museum… not on my bingo card"); anything else about a thing of theirs.
    (act === 'chat'
      ? (said.find((t) => t.acted && t.owner !== 'user') ?? said.find((t) => t.owner !== 'user'))
      : undefined) ??
    said.find((t) => t.owner === owner) ??
    said.find((t) => t.owner !== 'user') ??
    said[0];
  const other = said.find((t) => t !== main && t.head !== main?.head);
  const choice = choiceOf(question);
  // "pineapple on pizza: yes or no": the sides say what they are yes or no to.
  const yesTo =
    question && choice?.[0] === 'yes' ? /([a-z][a-z ]{2,30})[:,]\s*yes or no/.exec(plain(question))?.[1] : undefined;
  if (choice && yesTo) {
    choice[0] = `yes to ${yesTo}`;
    choice[1] = `no to ${yesTo}`;
  }
  // "are you a morning person? and if yes, what on earth is wrong with you": the yes or no is asked first.
  const yesNo =
    act === 'question' && !choice
      ? (yesNoOf(question) ??
        (asked
          ? null
          : (questionsOf(answering)
              .filter((q) => q !== question)
              .reverse()
              .map(yesNoOf)
              .find(Boolean) ?? null)))
      : null;
  const { when, day } = dayOf(text);
  // With no plan word, what they offer is the thing they name ("the new Wes Anderson", "the best jerk chicken"): not a
  // person, and not a vague "place".
  // Nor what they say they do not want ("not looking for a pen pal").
  const refused = (t: Thing) =>
    new RegExp(
      `\\b(not|no|never|without|dont|isnt|skip|skipped|skipping|instead of)\\b( [a-z]+){0,5} ${t.head}(e?s)?\\b`,
    ).test(text);
  // Nor where the offer is ("the best in accra"): a place named after "in" is where, not what, unless it names the
  // spot ("the spot in Peckham"), and then only when nothing else is offered ("the best jerk chicken"). Nor a verdict
  // ("thats a crime", "the satay guy there is a legend").
  const placed = (t: Thing, before: string) =>
    t.proper && new RegExp(`\\b${before} (in|near|around) ${plain(t.text)}\\b`).test(text);
  const verdict = (t: Thing) =>
    new RegExp(`\\b(thats|that is|its|it is|is|are|was|what|such) an? ([a-z]+ )?${t.head}\\b`).test(text);
  const offers = said.filter(
    (t) =>
      t.owner !== 'user' &&
      !isBeing(t) &&
      !VAGUE_OFFERS.test(t.head) &&
      !refused(t) &&
      !verdict(t) &&
      (!placed(t, '[a-z]+') || placed(t, '(spot|place|one|bar|pub|restaurant|cafe|joint)')),
  );
  // The plan is named in the sentence that makes it, the last ("that's a crime. friday, im taking you to Peckham").
  const planSentence = Math.max(...offers.map((t) => t.sentence));
  const inPlan = offers.filter((t) => t.sentence === planSentence);
  // Their own things are no outing: "my calendar looks like a crime scene… early next month?" offers a time, not the
  // calendar.
  const offered = (inPlan.find((t) => !placed(t, '[a-z]+')) ?? inPlan[0])?.text.replace(/^your .*/, '') || undefined;
  // "if we skipped the whole drinks thing and went to the cinema": the plan skipped is not the plan.
  const skipped = /\b(?:skip|skipped|skipping|instead of|ditch|ditched)\b((?: [a-z]+){1,4})/.exec(text)?.[1] ?? '';
  const named = planOf(text);
  const plan =
    act === 'invitation'
      ? asWritten(
          (named && !skipped.includes(named.split(' ').at(-1)!) ? named : undefined) ?? offered ?? null,
          answering,
        )
      : null;
  // Their own words for the news when a thing they named is what the news is about ("your driving test", not "the
  // exam"); else the table's name for it.
  const newsPattern = NEWS_TOPICS.find(([pattern]) => new RegExp(pattern).test(text))?.[0];
  const ownNews = newsPattern
    ? said.find(
        // A bare plural ("more tests") does not read whole after "sorry about": only a name or a thing with its article.
        (t) =>
          t.owner !== 'user' &&
          // Not "her driving test": the news may be their own, told as "guess who passed her…".
          (t.proper || /^(your|the) /.test(t.text)) &&
          new RegExp(newsPattern).test(t.text.toLowerCase()),
      )?.text
    : undefined;
  const teller = (t: Thing) => new RegExp(`\\b${t.head}s? (says|said|told me|thinks|reckons|reckoned)\\b`).test(text);
  const rawNews =
    act === 'good-news' || act === 'bad-news'
      ? (ownNews ??
        firstOf(NEWS_TOPICS, text) ??
        firstOf(NEWS_TOPICS, plain(earlier.join(' '))) ??
        // "the vet says my dogs liver is failing": who tells the news is not what it is about.
        (main && teller(main) ? said.find((t) => t !== main && t.owner !== 'user') : main)?.text)
      : undefined;
  // "congrats on your mom" congratulates a person (not "the baby"); "sorry about your gran" for a burnt roast mourns
  // her. News is no one of theirs, but when it happened to them ("my mum's been unwell").
  // "congrats on the landlord" too, but a new baby or puppy is the news.
  const newsHead = rawNews?.split(' ').at(-1)!.replace(/s$/, '') ?? '';
  const personal =
    rawNews !== undefined &&
    BEINGS.includes(newsHead) &&
    (/^your /.test(rawNews) || (/^the /.test(rawNews) && !/^(baby|puppy|kitten)$/.test(newsHead)));
  const news = personal && (act === 'good-news' || tone === 'mild') ? undefined : rawNews;
  const echo = act === 'question' ? echoOf(question) : undefined;
  // The first thing their question names, for an answer that says what it answers ("music"); "what on earth is wrong
  // with you": an idiom names nothing.
  const asks = question
    ? readTopic(question.replace(/\b(on earth|in the world|the hell|the heck)\b/gi, '')).things.find(
        (t) => !/^(my|your) /.test(t.text) || t.owner === 'user',
      )
    : undefined;
  const qthing = asks?.text;
  // Alone ("Ooh, Lisbon!"), only a name reads as what they asked about; "Ooh, part!", "Ooh, the bowl!" do not.
  const qthingProper = asks?.proper === true;
  // "ur def the kind of person who claps when the plane lands": the user cast as a type, said back whole ("being
  // someone who claps when the plane lands"), not a noun cut from it ("the plane lands").
  const typed =
    act === 'tease'
      ? /\bthe (?:kind|type|sort) of (?:person|guy|girl|human|man|woman) (?:who|that) ([a-z][a-z ]{2,50}?)(?=[.,!?;]|$| lol| haha| tbh| i can tell)/.exec(
          text,
        )?.[1]
      : undefined;
  // "a leeds fan. yeah im gonna need a minute": the user summed up as a type, in a word.
  const castAs =
    act === 'tease' ? /^(?:so |oh |wow )?(an? [a-z]+ (?:fan|supporter|person|guy|girl))\W+/.exec(text)?.[1] : undefined;
  // "imagine calling yourself a liverpool fan and…": what the user calls themselves, said back as theirs.
  const calledSelf =
    act === 'tease'
      ? /\bimagine calling (?:u|you|ya)(?:rself| yourself)? (an? [a-z]+(?: [a-z]+){0,2}?)(?= and | but |[.,!?]|$)/.exec(
          text,
        )?.[1]
      : undefined;
  const values: Record<string, string | null | undefined> = {
    thing:
      typed && typed.split(' ').length <= 8
        ? `being someone who ${typed}`
        : calledSelf
          ? `calling myself ${withNames(calledSelf)}`
          : castAs
            ? `being ${withNames(castAs)}`
            : main?.text,
    dare: act === 'flirt' ? dareOf(text) : undefined,
    // What went wrong, for "sorry about…": never a person or a pet ("sorry about your aunt" says she is ill).
    // Nor a place or a name ("sorry about Doha"), nor a show that moved them ("sorry about the last season").
    // When a person did it ("my gran burnt the roast"), what went wrong is the next thing named.
    mishap: [main, ...(act === 'bad-news' && main && isBeing(main) ? [other] : [])].find(
      (t) => t && !t.proper && !isBeing(t) && !TOPIC_KINDS.screen.includes(t.head) && !OCCASIONS.test(t.head),
    )?.text,
    other: other?.text,
    event: topic.event,
    happened: topic.happened,
    // "Oh no, you landed in galway?" pities the wrong part: only a clause that says what went wrong.
    badEvent: topic.event && WENT_WRONG.test(topic.event) ? topic.event : undefined,
    // Their pet; in a compliment, the user's pet they praise ("ur dog is the cutest" → "my dog").
    pet:
      topic.kind === 'pet' && topic.kindThing?.owner === (act === 'compliment' ? 'user' : 'them')
        ? topic.kindThing.text
        : undefined,
    news,
    reason: act === 'busy' ? firstOf(BUSY_REASONS, plain(latest)) : undefined,
    day,
    when,
    plan,
    asked,
    // What they asked, as a thing the match has one of too ("my go-to Sunday", "the last show I binged"), so "what's
    // yours?" can follow, or as a clause ("how many tabs I have open", "me with spice", "for fun"), asked back with "you?".
    askedThing: asked && !CLAUSE_ASKED.test(asked) ? asked : undefined,
    askedClause: asked && CLAUSE_ASKED.test(asked) ? asked : undefined,
    optA: choice?.[0],
    optB: choice?.[1],
    yes: yesNo?.yes,
    no: yesNo?.no,
    stake: /loser (?:buys|pays for|pays) (?:the )?([a-z]+)/.exec(text)?.[1],
    platform: PLATFORMS.find(([p]) => p.test(text))?.[1],
    // Else the meal they leave for: "mums calling me for dinner" → "dinner".
    treat:
      act === 'sign-off'
        ? (said.find((t) => !NOT_TREATS.includes(t.head) && TREAT_KINDS.some((k) => TOPIC_KINDS[k].includes(t.head)))
            ?.text ?? /\b(?:for|to|at) (dinner|lunch|tea|breakfast|brunch|supper)\b/.exec(text)?.[1])
        : undefined,
    // Their news before a question about the user ("back from Mount Tam. how was your weekend?").
    yours: act === 'chat' ? said.find((t) => t.owner === 'user')?.text : undefined,
    detail: detailOf(latest, earlier),
    newsFirst: asked?.startsWith('my ') ? detailOf(latest, []) : undefined,
    // A tease quotes the user's profile: "u put 'loves hiking'" → "loves hiking".
    // Read from their own text: the plain text has lost its apostrophes, and with them single quotes.
    // Two words or more: a quoted claim ("loves hiking"), not one word they corrected ("'definitely'").
    // Praise by likeness ("you dress like someone who knows a good tailor") is quoted the same way.
    quoted:
      /['"‘“]([a-z]+ [a-z ]{1,30})['"’”]/.exec(answering.toLowerCase().replace(/(\w)['’](\w)/g, '$1$2'))?.[1] ??
      (act === 'compliment'
        ? /\blike (?:someone|somebody|a person) who ([a-z]+ [a-z ]{2,36}?)(?= and | but |[.,!?]|$)/.exec(text)?.[1]
        : undefined),
    cast,
    // "said the man who told me yesterday he burnt toast": the user's own failing, said back by the user ("burnt
    // toast").
    accused:
      act === 'tease'
        ? /^(?:says|said) the [a-z]+ who (?:(?:told me|admitted|said) (?:yesterday |last week |earlier |once )?(?:that )?)?(?:he|she|they|you)? ?((?:burnt|burned|broke|lost|forgot|spilled|spilt|dropped|crashed|failed|missed|ate|fell|got) [a-z ]{2,30}?)(?=[.,!?]|$| in | on | at | yesterday| last)/.exec(
            text,
          )?.[1]
        : undefined,
    // A tease about what the user does: "u support arsenal" → "support arsenal".
    claim:
      act === 'tease'
        ? /\b(?:u|you) ((?:support|like|love|listen to|watch|eat|drink|follow|root for|play|use) [a-z0-9 -]{2,30}?)(?=[.!?,;]|$| and | but | so | lol| tho)/.exec(
            text,
          )?.[1]
        : undefined,
    // What they want company for: "just someone to go to the zoo with" → "go to the zoo".
    company:
      act === 'not-serious'
        ? /\b(?:someone|somebody|a person|a buddy|a partner) to ((?:go|get|grab|try|watch|see|eat|do|play|hit|explore|visit|cook|walk|dance)(?: [a-z]+){1,5}?) with\b/.exec(
            text,
          )?.[1]
        : undefined,
    // What they will wear to be found: "ill be the one in a yellow raincoat" → "yellow raincoat".
    wear:
      act === 'logistics'
        ? /\b(?:the one (?:in|with|wearing)|be (?:in|wearing)) (?:a|an|my|the) ((?:[a-z]+ ){0,2}(?:coat|jacket|scarf|hat|cap|raincoat|dress|shirt|top|jumper|hoodie|sweater))\b/.exec(
            text,
          )?.[1]
        : undefined,
    spot: SPOT.exec(text)?.[1],
    mine: mineOf(act, text, said),
    // What they want from dating, said back ("something long term"), so the answer meets it rather than asking.
    want: act === 'looking-for' ? theirWantOf(text) : undefined,
    period: act === 'question' ? periodAsked(text) : undefined,
    // What they call the user, in their words: "easy to talk to", "the kindest eyes".
    praise: act === 'compliment' ? praiseOf(text) : undefined,
    // Who of theirs passed the praise on: "my sister said…" → "your sister".
    relayer:
      act === 'compliment' && /\b(said|says|thinks|reckons|agrees|approves|called)\b/.test(text)
        ? said.find((t) => t.owner === 'them' && TOPIC_KINDS.people.includes(t.head))?.text
        : undefined,
    deed: act === 'compliment' ? deedOf(text, said) : undefined,
    qthing,
    echo,
    // A question said back whole says what it answers better than the first thing it names ("Ooh, dinner!").
    qthingOnly: echo || !qthingProper ? undefined : qthing,
    // What a tease charges the user with, said back: "you spelled colour wrong" → "I spelled colour wrong".
    charge: act === 'tease' ? claimOf(answering) : undefined,
    // What a flirt says of the two of them, said back: "i think youd look good in my hoodie" → "You think I'd look good
    // in your hoodie". Praise said back reads as doubt ("I explained crypto to you?"): it is thanked instead.
    betweenUs: act === 'flirt' ? betweenUsOf(answering) : undefined,
    // The thing a flirt hangs on ("the kettle", "your hoodie"), when it is a thing in English and not where it was said
    // ("smiling at my phone on the bus") nor the user's ("my jokes").
    flirtThing:
      act === 'flirt' &&
      main &&
      !main.proper &&
      !isBeing(main) &&
      !KIN.includes(main.head) &&
      main.owner !== 'user' &&
      main.text.split(' ').every((w) => isWord(w.toLowerCase())) &&
      !FLIRT_SETTINGS.test(main.head)
        ? main.text
        : undefined,
    // What they apologise for, from the user's side ("the late reply"): what is forgiven, by name.
    sorryFor: act === 'apology' || act === 'busy' ? sorryForOf(answering) : undefined,
    // Their news or their excuse, said back ("You passed your driving test"); never to loss or illness, whose words a
    // reply does not repeat as a question. Good news is something that happened.
    theirNews:
      (act === 'good-news' || act === 'busy' || act === 'apology') && tone !== 'serious'
        ? theirNewsOf(answering, { happened: act === 'good-news' })
        : undefined,
    // A question asking for a pick ("last book you actually finished?", "what did you have for lunch"): its thing can
    // open the answer ("Last book? …").
    pick:
      /^(so |ok |okay |and |wait )?(whats|what|which|fav|fave|favourite|favorite|last|best|worst|first)\b/.test(
        plain(question ?? ''),
      ) &&
      // "Last book?", "Lisbon?"; not "Part?" nor "The song?".
      (qthingProper || (qthing !== undefined && qthing.split(' ').length >= 2 && !/^(the|a|an) \S+$/.test(qthing)))
        ? qthing
        : undefined,
    which: /\bwhich (entrance|door|gate|side|table|floor|exit|end|corner)\b/.exec(text)?.[1],
  };
  const slots = Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => Boolean(e[1])));
  const sentiment = sentimentOf(answering);
  const mood = sentiment < -0.2 ? 'down' : sentiment > 0.2 ? 'up' : null;
  // A character of the story ("my nan joined a salsa class"), not one who only came along ("w my sister").
  const along = (t: Thing) => new RegExp(`\\b(with|w|w/) (my|the|a|an|our)? ?${t.head}\\b`).test(text);
  const living =
    !typed &&
    !calledSelf &&
    !castAs &&
    main !== undefined &&
    !main.proper &&
    !along(main) &&
    // WordNet's beings only as the doer: "the sopranos" (singers, to WordNet) is a show someone watched.
    (isBeing(main) || (isLiving(main.head) && main.acted));
  return {
    act,
    case: replyCase,
    tone,
    mood,
    topic,
    answering,
    text,
    slots,
    living,
    answeredOwn: answeredOwn(latest, question),
  };
}
