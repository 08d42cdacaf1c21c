import { analyse, isPast, type Token } from './language/analyse';
import { correctSpelling, isMisspelt, isWord, properCase } from './language/spelling';
import { GRAMMAR_WORDS, KIN, OPENERS, TOPIC_KINDS, TOPIC_SKIP, type TopicKind } from './rules/replies.rules';

/**
 * What a match's message is about, read with the tokenizer's parts of speech (language/analyse.ts): the things it
 * names, whole ("the Taylor Swift concert", "your cat"), what happened to whom ("your cat stole your seat again"),
 * and what kind of thing it is mostly about (a pet, food, a trip...). Everything is said back from the user's side:
 * their "my" becomes "your", their "you" becomes "my", so a reply can use it as written.
 */
export interface Thing {
  /** As the user would say it, with its determiner: "your cat", "the fire alarm", "Iceland". */
  text: string;
  /** The last noun's lemma: "cat", "alarm". */
  head: string;
  /** Whose it is, from the user's side: "them" (their "my"), "user" (their "your"), or null. */
  owner: 'them' | 'user' | null;
  proper: boolean;
  /** Its head is a plural ("songs"). */
  plural: boolean;
  /** It did something, in the past tense: "a seagull nicked my chips" (the story's doer). */
  acted: boolean;
  /** Which sentence of the message names it, from 0. */
  sentence: number;
}

export interface Topic {
  /** Things named in their statements, then in their questions, in order, each once. */
  things: Thing[];
  /** A short clause of what happened to them, said back: "your cat stole your seat again"; null when none is whole. */
  event: string | null;
  /**
   * The first such clause told in the past that ends on what it happened to, not on its verb: "a magpie swooped you
   * three times" (not "a customer came", nor "you can fold one now").
   */
  happened: string | null;
  /** The kind of the first thing a kind is known for, and that thing. */
  kind: TopicKind | null;
  kindThing: Thing | null;
  /** Their statements tell what happened (a verb in the past tense), so "what happened?" is a fair reply. */
  told: boolean;
}

/** Their words, said from the user's side. "you" as an object is "me", as a subject "I" (handled by the caller). */
export const SAID_BACK: Record<string, string> = {
  my: 'your',
  our: 'your',
  mine: 'yours',
  myself: 'yourself',
  your: 'my',
  ur: 'my',
  yours: 'mine',
  yourself: 'myself',
  urself: 'myself',
};
/** "di" is Jamaican Patois for "the" ("di market"), said back as "the". */
const DETERMINERS = new Set(['the', 'a', 'an', 'di', 'this', 'that', 'his', 'her', 'their', ...Object.keys(SAID_BACK)]);
/** Verb forms that change when "I" becomes "you". */
const AGREE: Record<string, string> = { am: 'are', "'m": 'are', was: 'were', im: 'are' };

/** "my chips right out of my hand": words the tagger may call nouns that never end a thing. */
const NOT_HEADS = /^(right|left|back|down|up|out|off|away|tho|though|too|rn|today|tonight)$/;
const INTENSIFIERS = /^(very|really|so|super|quite|pretty|rather|extremely|incredibly)$/;
const isNoun = (t: Token) => (t.pos === 'NOUN' || t.pos === 'PROPN') && t.kind === 'word' && !NOT_HEADS.test(t.lower);
/** People whose "s" before a noun is a possessive written without its apostrophe ("my mums recipe"). */
const OWNERS =
  /^(mum|mom|dad|sister|brother|friend|mate|nan|gran|grandma|grandad|aunty|auntie|aunt|uncle|cousin|boss|flatmate|housemate|neighbour|neighbor|partner|kid|son|daughter)s$/;
/** "my cats kidneys": a pet's thing, but only after "my" ("the dogs home" is a place). */
const PET_OWNERS = /^(cat|dog|puppy|kitten)s$/;
/**
 * A greeting or a sound of surprise, however many letters it is stretched to ("heyyy", "hellooo", "ohhhh", "hmmm"):
 * no thing, though the tagger may call it a name.
 */
const GREETING = /^(h+e+y+a*|h+i+|h+e+l+o+|hiya|heya|yo+|sup|wassup|howdy|o+h+|a+h+|o+o+h+|h+m+|u+g+h+|a+w+|w+o+w+)$/;
/** Past tenses the tagger may read as nouns after a noun ("the dry cleaner lost…"). */
const PAST_NOT_NOUN = /^(lost|broke|ate|stole|took|left|fell|won|ran|made|got|bought|sent|forgot|dropped)$/;
const skipped = (t: Token) =>
  TOPIC_SKIP.includes(t.lemma.toLowerCase()) || TOPIC_SKIP.includes(t.lower) || GREETING.test(t.lower);
/** What "our" shares with the user rather than with their own people ("our chat", not "our flat"). */
const SHARED = /^(chat|chats|convo|conversation|messages|texts|date|call|plans?|match|banter)$/;
/** A word of theirs said from the user's side ("my" → "your"), before the word it owns: "our chat" stays "our". */
const ownerSaidBack = (word: string, next: string | undefined) =>
  word === 'our' && SHARED.test(next?.toLowerCase() ?? '') ? 'our' : SAID_BACK[word];
/** "hasnt", "didnt": a verb written without its apostrophe, which the tagger may read as a noun. */
const NEGATIVES =
  /^(hasnt|havent|hadnt|isnt|wasnt|arent|werent|didnt|doesnt|dont|cant|wont|couldnt|shouldnt|wouldnt|aint|mustnt)$/;
/** Words of size that the tagger reads as nouns ("a wee old man"). */
const SIZE_WORDS = /^(wee|lil|smol|teeny|weeny)$/;
/** Heads that count rather than name: "a suspicious number of…", "a bunch of…". */
const QUANTITIES =
  /^(number|lot|lots|bunch|load|loads|ton|tons|amount|couple|pile|piles|heap|heaps|stack|stacks|handful)$/;

/** "ur" and "u" are tagged as nouns; they are never a thing, nor are the words of grammar of other Englishes. */
const pronounLike = (t: Token) =>
  t.lower in SAID_BACK ||
  NEGATIVES.test(t.lower) ||
  GRAMMAR_WORDS.includes(t.lower) ||
  // Jamaican and other spellings of the pronouns: "yuh", "mi", "wi"; particles that end a sentence ("eh", "lah").
  /^(i|u|r|ya|yuh|yu|mi|wi|dem|im|ive|id|ill|ur|lol|lmao|omg|tbh|rn|ngl|idk|btw|pic|pics|eh|lah|leh|lor|sia|meh|yaar|abeg|innit)$|['’.]/.test(
    t.lower,
  );

/** Noun phrases with their determiner, from one sentence's tokens (the message's sentence number `index`). */
function thingsOf(sentence: Token[], index: number): Thing[] {
  // "Load shedding again": a capital that only starts the sentence makes no name of a dictionary word.
  const tokens = sentence.map((t, k) =>
    k === 0 && t.pos === 'PROPN' && /^\p{Lu}\p{Ll}+$/u.test(t.text) && isWord(t.lower) && !properCase(t.lower)
      ? { ...t, pos: 'NOUN' as const }
      : t,
  );
  const things: Thing[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    if (!isNoun(tokens[i]!) || pronounLike(tokens[i]!)) continue;
    // "a wee old man", "a lil dog": a word of size the tagger takes for a noun describes the next one.
    if (SIZE_WORDS.test(tokens[i]!.lower) && /^(ADJ|NOUN)$/.test(tokens[i + 1]?.pos ?? '')) continue;
    // "Mate, a magpie…", "Grand so", "Ja no": a word of address or assent that opens the sentence names nothing.
    if (i === 0 && OPENERS.includes(tokens[i]!.lower)) continue;
    let end = i;
    while (end + 1 < tokens.length && isNoun(tokens[end + 1]!) && !pronounLike(tokens[end + 1]!)) end += 1;
    // "the dry cleaner lost one of the sleeves": a past tense the tagger took for a noun ends the thing before it.
    while (end > i && PAST_NOT_NOUN.test(tokens[end]!.lower)) end -= 1;
    if (PAST_NOT_NOUN.test(tokens[i]!.lower)) continue;
    // "jurys still out", "wifis been down": a word with its "'s" run on, read by the tagger as a name or a plural.
    // Not after "my": "my mums been unwell" is their mum (read below).
    const runOn =
      end === i && /s$/.test(tokens[i]!.lower) && /^(still|been|gone|not|nt)$/.test(tokens[i + 1]?.lower ?? '');
    if (runOn && !DETERMINERS.has(tokens[i - 1]?.lower ?? '')) continue;
    // "a suspicious number of brunch photos": a count names no thing; what it counts, after "of", does.
    if (QUANTITIES.test(tokens[end]!.lower) && tokens[end + 1]?.lower === 'of') {
      i = end;
      continue;
    }
    let start = i;
    // Adjectives, and the intensifier before one: "a very confident guy".
    // A gerund after a determiner modifies too: "the climbing wall", "a cooking class".
    const modifies = (t: Token, next: Token, k: number) =>
      t.kind === 'word' &&
      // "how many tabs": a count asked for is no part of the thing.
      ((t.pos === 'ADJ' && !/^(many|much|few|several|more|most|enough)$/.test(t.lower)) ||
        SIZE_WORDS.test(t.lower) ||
        (next.pos === 'ADJ' && INTENSIFIERS.test(t.lower)) ||
        (t.pos === 'VERB' && /ing$/.test(t.lower) && DETERMINERS.has(tokens[k - 1]?.lower ?? '')));
    while (start > 0 && modifies(tokens[start - 1]!, tokens[start]!, start - 1)) start -= 1;
    const det = start > 0 ? tokens[start - 1]!.lower : '';
    const head = tokens[end]!;
    // "the tram 28": a number after the noun names it, so it is said with it.
    const numbered =
      /^\d{1,4}$/.test(tokens[end + 1]?.text ?? '') &&
      !/^(am|pm|min|mins|minutes|hours?|hrs|%|percent|times|x|days?|weeks?|years?|months?|people|seconds|secs|goes|tries|kg|km|miles|quid|pounds|dollars|euros|rand|rupees|k)$/.test(
        tokens[end + 2]?.lower ?? '',
      );
    i = end + (numbered ? 1 : 0);
    // "texting from my ipad like a grandad": a comparison, not what the message is about.
    const before = tokens[start - (DETERMINERS.has(det) ? 2 : 1)];
    // The subject of its clause ("and a seagull nicked"), not a thing after a verb ("theres a bolt left over").
    const acted = clauseStart(before) && isPast(tokens.slice(end + 1).find((t) => t.pos !== 'ADV') ?? tokens[end]!);
    // "a guy" names nobody in particular; "a random guy stopped to coach me" is the story's character.
    const character = acted && (start < end || tokens[start]!.pos === 'ADJ' || /^(this|that)$/.test(det));
    if (skipped(head) && !(head.lemma.toLowerCase() === 'guy' && character)) continue;
    if (before?.lower === 'like' && before.pos === 'ADP') continue;
    // "pen y fan", "pastel de nata": a name joined by a foreign "of" is said whole or not at all, neither side alone.
    const joiner = /^(y|de|da|di|del|della|la|le|du|das|van|von|al|el)$/;
    // Only between two nouns: "by di sea" and "go a di market" are Patois for "the".
    if (joiner.test(tokens[end + 1]?.lower ?? '') && tokens[end + 2] && isNoun(tokens[end + 2]!)) continue;
    if (joiner.test(tokens[start - 1]?.lower ?? '') && tokens[start - 2] && isNoun(tokens[start - 2]!)) continue;
    // "people who skips the touristy stuff": a bare word after "who" is its verb, whatever the tagger says.
    if (tokens[start - 1]?.lower === 'who') continue;
    // "that u volunteer": a span holding a pronoun is no thing.
    if (tokens.slice(Math.max(0, start - 1), end + 1).some((t) => /^(u|you|ya|i)$/.test(t.lower))) continue;
    // "I GOT THE FLAT": shouting is not a name.
    const shouted = (t: Token) => t.text.length > 1 && t.text === t.text.toUpperCase() && isWord(t.lower);
    // "Little Oak": a capitalised word before a name is part of it.
    const named = (t: Token, k: number) =>
      t.pos === 'PROPN' || (/^\p{Lu}\p{Ll}/u.test(t.text) && tokens[k + 1]?.pos === 'PROPN');
    const words = tokens
      .slice(start, end + 1)
      .map((t, k) => (named(t, start + k) && !shouted(t) ? properName(t.text) : t.lower));
    if (numbered) words.push(tokens[end + 1]!.text);
    // "my mums been unwell", "my dads in hospital": the apostrophe of "mum's" left out, not a plural.
    const kinIs =
      det === 'my' &&
      KIN.includes(words.at(-1)!.replace(/s$/, '')) &&
      /^(in|at|home|back|still|not|so|really|going|getting|doing|feeling|off|away|out)$/.test(
        tokens[end + 1]?.lower ?? '',
      );
    if ((tokens[end + 1]?.lower === 'been' || kinIs) && /[^s]s$/.test(words.at(-1)!))
      words[words.length - 1] = words.at(-1)!.slice(0, -1);
    // "my mums recipe", "my mates band": a person's thing, the apostrophe left out.
    for (let k = 0; k < words.length - 1; k += 1)
      if (OWNERS.test(words[k]!) || (k === 0 && PET_OWNERS.test(words[k]!) && /^(my|our|his|her|their)$/.test(det)))
        words[k] = `${words[k]!.slice(0, -1)}'s`;
    const span = tokens.slice(start, end + 1);
    // A bare lower-case word the dictionary knows only with a capital ("manchester"), or does not know and cannot
    // correct ("middlemarch"), is a name: said back with its capital.
    const names = DETERMINERS.has(det) ? [] : span.map(nameOf);
    if (names.length > 0 && names.every(Boolean)) words.splice(0, words.length, ...(names as string[]));
    // After a determiner, a word the dictionary knows only with a capital is still a name, and the nouns before it
    // in the run are part of it: "the new Wes Anderson", "the Prince Charles".
    else if (DETERMINERS.has(det))
      for (let k = words.length - 1; k >= 0; k -= 1) {
        // "my nan" is their nan, not someone called Nan.
        const named = KIN.includes(words[k]!) ? undefined : properCase(words[k]!);
        const partOf = k < words.length - 1 && /^\p{Lu}/u.test(words[k + 1]!) && span[k]!.pos !== 'ADJ';
        if (named) words[k] = named;
        else if (partOf && /^[a-z]+$/.test(words[k]!)) words[k] = properName(words[k]!);
      }
    const proper = span.every((t) => t.pos === 'PROPN') || (names.length > 0 && names.every(Boolean));
    // "coworker microwaved fish at 9am": one of their own people, named without "my", is still theirs.
    const bare = !DETERMINERS.has(det) && !proper && clauseStart(before);
    // Only as the doer of a clause: "mam and dad" helping clear the house are not the story's subject.
    const kin = bare && acted && KIN.includes(head.lemma.toLowerCase());
    // "laptop died mid assignment": a thing that did something, named without its article, is known to both.
    const doer = bare && !kin && acted && !head.text.endsWith('s');
    // Said back, what they introduced with "a" is known to both: "i built a bike" → "the bike".
    // "a suspicious number of brunch photos" → "the brunch photos": what a count counted is known to both.
    const counted = det === 'of' && QUANTITIES.test(tokens[start - 2]?.lower ?? '');
    const said = DETERMINERS.has(det)
      ? [ownerSaidBack(det, words[0]) ?? (det === 'a' || det === 'an' || det === 'di' ? 'the' : det), ...words]
      : counted
        ? ['the', ...words]
        : kin
          ? // "nan" read as a name ("Nan") is still their nan.
            ['your', ...words.map((w) => (KIN.includes(w.toLowerCase()) ? w.toLowerCase() : w))]
          : doer
            ? ['the', ...words]
            : words;
    things.push({
      text: said.join(' '),
      head: head.lemma.toLowerCase(),
      owner: det === 'my' || det === 'our' || kin ? 'them' : det === 'your' || det === 'ur' ? 'user' : null,
      proper,
      plural: head.pos === 'NOUN' && head.lower !== head.lemma.toLowerCase() && head.lower.endsWith('s'),
      acted,
      sentence: index,
    });
  }
  return things;
}

/** "lisbon" → "Lisbon"; a name already capitalised stays as written. */
const properName = (word: string) => (/\p{Lu}/u.test(word) ? word : word.charAt(0).toUpperCase() + word.slice(1));

/** The word as a name, when it reads as one (see thingsOf); undefined for an ordinary word. */
function nameOf(t: Token): string | undefined {
  if (t.pos === 'PROPN') return properName(t.text);
  if (t.lower.length < 4) return undefined;
  // "jurys still out", "wifis been down": a known word with its apostrophe left out is no name.
  const known = (w: string) => !isMisspelt(w);
  if (/s$/.test(t.lower) && known(t.lower.slice(0, -1))) return properCase(t.lower) ?? undefined;
  return properCase(t.lower) ?? (isMisspelt(t.lower) && !correctSpelling(t.lower) ? properName(t.lower) : undefined);
}

/** The event of one statement (see Topic.event), said back, or null. */
function eventOf(tokens: Token[]): string | null {
  return clauseOf(tokens)?.said ?? null;
}

/**
 * The first clause in which they (or a thing of theirs) did or met something, from "I" or "my …", else one in which
 * someone else did something ("a magpie swooped me"), up to the first comma, conjunction or emoji, at most 9 words:
 * its tokens, and the clause said back ("i missed my train" → "you missed your train"). Null when the clause mentions
 * the user (whose side would be unclear) or does not read whole.
 */
function clauseOf(tokens: Token[]): { clause: Token[]; said: string } | null {
  // "missed my train": a message may start with its verb, the "I" left out.
  const dropped = tokens[0]?.pos === 'VERB' && tokens[0].lemma !== tokens[0].lower && /ed$/.test(tokens[0].lower);
  // "isnt something i can do rn": an "I" inside a clause about something else starts no event of theirs.
  const start = dropped
    ? 0
    : tokens.findIndex(
        (t, k) => (t.lower === 'i' || t.lower === 'my' || t.lower === 'im') && clauseStart(tokens[k - 1]),
      );
  // Else someone else's deed told at a clause's start: "a magpie swooped me", "the lady upstairs has started…".
  const from = start >= 0 ? start : tokens.findIndex((t, k) => doerAt(tokens, k) && clauseStart(tokens[k - 1]));
  if (from < 0) return null;
  let clause: Token[] = [];
  for (const t of tokens.slice(from)) {
    // A time the tagger calls a symbol ("7am") is a word of the clause.
    const time = t.pos === 'SYM' && /^\d{1,2}([:.]\d\d)?(am|pm)?$/.test(t.lower);
    if (t.pos === 'PUNCT' || t.pos === 'CCONJ' || (t.pos === 'SYM' && !time) || t.pos === 'INTJ' || t.kind === 'emoji')
      break;
    clause.push(t);
  }
  // Someone else's long clause is said back up to where it says where or when: "a magpie swooped you three times",
  // "your uncle tried to fix the washing machine".
  if (clause.length > 9 && !dropped && !/^(i|im)$/.test(clause[0]!.lower)) {
    const cut = clause.findIndex((t, k) => k >= 3 && t.pos === 'ADP');
    if (cut > 0) clause = clause.slice(0, cut);
  }
  if (clause.length < 3 || clause.length > 9) return null;
  if (!clause.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return null;
  if (clause.some((t) => /^(u|you|ur|your|yours|yourself|we|us|it|this|that|so|but|if)$/.test(t.lower))) return null;
  // An unfinished clause ("my cat is", "i went to the") is not said back.
  if (!/^(NOUN|PROPN|ADV|ADJ|NUM|VERB)$/.test(clause.at(-1)!.pos)) return null;
  // Nor one cut inside a name ("the exact sound" of my ringtone), a quote, a bare count ("you had 6") or a purpose
  // ("no one to say").
  const after = tokens[tokens.indexOf(clause.at(-1)!) + 1];
  if (after?.lower === 'of' || clause.some((t) => /^['"‘’“”]|\./.test(t.text) && t.pos !== 'AUX')) return null;
  if (clause.at(-1)!.pos === 'NUM' || (clause.at(-2)?.lower === 'to' && clause.at(-1)!.pos === 'VERB')) return null;
  const words = clause.map((t, k) => {
    if (t.lower === 'i') return 'you';
    if (t.lower === 'im') return "you're";
    if (t.lower === 'me') return 'you';
    if (k > 0 && clause[k - 1]!.lower === 'i' && AGREE[t.lower]) return AGREE[t.lower]!;
    return ownerSaidBack(t.lower, clause[k + 1]?.lower) ?? (t.pos === 'PROPN' ? properName(t.text) : t.lower);
  });
  for (let k = 0; k < words.length - 1; k += 1)
    if (OWNERS.test(words[k]!) && clause[k + 1]!.pos === 'NOUN') words[k] = `${words[k]!.slice(0, -1)}'s`;
  // The tokenizer splits "dont" into "do" + "nt": said back whole ("you don't usually go for beards").
  const said = words
    .join(' ')
    .replace(/ '/g, "'")
    .replace(/\bca nt\b/g, "can't")
    .replace(/\bwo nt\b/g, "won't")
    .replace(/\b([a-z]+) nt\b/g, "$1n't");
  return { clause, said: `${dropped ? 'you ' : ''}${said}` };
}

/** What happened (see Topic.happened) in one statement, or null. */
function happenedOf(tokens: Token[]): string | null {
  const found = clauseOf(tokens);
  // Someone else's deed, or a thing of theirs ("your dog nicked a baguette"): what they did themselves ("you
  // volunteered at the shelter") is most often the setup of the story, not what it is about.
  if (!found || /^(you|you're)\b/.test(found.said)) return null;
  if (!found.clause.some(isPast) || found.clause.at(-1)!.pos === 'VERB') return null;
  return found.said;
}

/**
 * A doer that is not theirs at token k: "a"/"the" and a noun (and at most one more word of its name) followed by a
 * verb in the past, or by "has", "had" or "just" and one ("the lady upstairs has started", "a gull just stole").
 */
function doerAt(tokens: Token[], k: number): boolean {
  if (!/^(a|an|the)$/.test(tokens[k]?.lower ?? '') || tokens[k + 1]?.pos !== 'NOUN') return false;
  const next = tokens[k + 2]?.pos === 'NOUN' || tokens[k + 2]?.pos === 'PROPN' ? k + 3 : k + 2;
  const verb = tokens[next];
  if (!verb) return false;
  return (
    isPast(verb) || (/^(has|had|just)$/.test(verb.lower) && tokens[next + 1] !== undefined && isPast(tokens[next + 1]!))
  );
}

/** Where a clause can start: the sentence's start, a mark, a conjunction, or "so", "then", "today". */
const clauseStart = (before: Token | undefined) =>
  !before ||
  ['PUNCT', 'CCONJ', 'SCONJ', 'SYM'].includes(before.pos) ||
  /^(so|then|and|but|today|yesterday|tonight|lol)$/.test(before.lower);

/** What their message is about (their statements first: a question's things are the user's to answer about). */
export function readTopic(message: string): Topic {
  const sentences = analyse(message).sentences;
  const statements = sentences.filter((s) => !s.text.includes('?'));
  const questions = sentences.filter((s) => s.text.includes('?'));
  const things: Thing[] = [];
  for (const s of [...statements, ...questions])
    for (const thing of thingsOf(s.tokens, sentences.indexOf(s)))
      if (!things.some((t) => t.text === thing.text)) things.push(thing);
  const event = statements.map((s) => eventOf(s.tokens)).find(Boolean) ?? null;
  const happened = statements.map((s) => happenedOf(s.tokens)).find(Boolean) ?? null;
  let kind: TopicKind | null = null;
  let kindThing: Thing | null = null;
  for (const thing of things) {
    const found = (Object.keys(TOPIC_KINDS) as TopicKind[]).find((k) => TOPIC_KINDS[k].includes(thing.head));
    if (found) {
      kind = found;
      kindThing = thing;
      break;
    }
  }
  // Something that happened to them: "hope u slept well" tells what the user did, no story of theirs.
  const told = statements.some((s) =>
    s.tokens.some((t, k) => isPast(t) && !/^(u|you|ya)$/.test(s.tokens[k - 1]?.lower ?? '')),
  );
  return { things, event, happened, kind, kindThing, told };
}
