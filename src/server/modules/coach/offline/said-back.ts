import { analyse, isPast } from './language/analyse';
import { isWord, properCase } from './language/spelling';
import { capitalise } from './language/tidy';
import { plain } from './reply-acts';
import { GRAMMAR_WORDS, KIN } from './rules/replies.rules';

/**
 * Their question said back from the user's side, the way people answer in a text: "what music r u into" → "What
 * music am I into", "is a hot dog a sandwich" stays as asked, "if u could live anywhere where would u go" → "Where
 * would I go". A line that opens with it answers this question and no other. Undefined when no short clause asks.
 */

/** Words that open a clause that asks. */
const OPENS =
  /^(whats|what|wat|which|where|when|who|whos|why|how|hows|is|isnt|are|r|do|does|did|have|has|would|could|can|will|were|was|should)$/;
/** Tags that end a clause and say nothing ("…rn lol"). */
const TAIL =
  /^(lol|lmao|haha+|tho|though|tbh|ngl|rn|btw|then|anyway|yeah|ha+|x+|pls|please|exactly|actually|even|anot|ah|eh|lah|leh|sia|no|right|abeg|o|sha|jor|na|oya|sef|only)$/;
/** After "ur", words that make it "you're" ("where ur from", "ur into"); else it is "your". */
const AFTER_YOURE =
  /^(from|into|not|so|really|actually|still|always|never|gonna|going|doing|up|in|on|at|a|an|the|being|getting|about|the|allowed|able|free|busy|around|here|there|still|more|less|def|defo|deffo|prob|probs|probably|totally|definitely|clearly|obviously|such)$/;
/** "ur weirdly good at": an adverb after "ur" makes it "you're". */
const ADVERB = /ly$|ing$/;

const ME_TO_YOU: Readonly<Record<string, string>> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  im: "you're",
  ill: "you'll",
  our: 'your',
  ours: 'yours',
  we: 'you',
  ive: "you've",
  id: "you'd",
};
const YOU_TO_ME: Readonly<Record<string, string>> = {
  your: 'my',
  yours: 'mine',
  yourself: 'myself',
  urself: 'myself',
  youre: "I'm",
  ure: "I'm",
  youve: "I've",
  uve: "I've",
  youd: "I'd",
  ud: "I'd",
  youll: "I'll",
  ull: "I'll",
};
/** Typed short forms and contractions, written out as the line writes them. */
const WRITTEN: Readonly<Record<string, string>> = {
  r: 'are',
  wat: 'what',
  whats: "what's",
  whos: "who's",
  hows: "how's",
  isnt: "isn't",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  wouldnt: "wouldn't",
  havent: "haven't",
  thats: "that's",
  theyre: "they're",
  theyve: "they've",
  hes: "he's",
  shes: "she's",
  wasnt: "wasn't",
  arent: "aren't",
  wont: "won't",
  abt: 'about',
  wanna: 'want to',
  gonna: 'going to',
};
/** The user's side of a verb whose subject was "you" ("are you" → "am I", "you were" → "I was"). */
const FIRST_PERSON: Readonly<Record<string, string>> = { are: 'am', r: 'am', were: 'was' };
/** The match's side of a verb whose subject was "I" ("am i" → "are you", "i was" → "you were"). */
const SECOND_PERSON: Readonly<Record<string, string>> = { am: 'are', was: 'were', m: 'are' };

/** Words that say nothing of what is asked: a clause of only these ("what would it be") is no echo. */
const EMPTY =
  /^(what|whats|which|where|when|who|why|how|hows|would|could|should|will|can|it|its|be|is|was|that|this|the|a|an|do|did|does|have|has|am|are|r|were|i|my|me|u|you|ur|your|there|they|them|one|so|then)$/;
/** Where a long question can end without losing what it asks: before "if…", "when…", "that…", "or did you…". */
const CUT = /^(if|when|because|bc|cause|cos|since|that|while|and)$/;
/** A statement also ends before what it waits for ("hoping you text me back (before the kettle boils)"). */
const STATEMENT_CUT = /^(if|when|because|bc|cause|cos|since|that|while|and|before|until|till)$/;

const MAX_WORDS = 12;

/** The clause of a question that asks: from its question word, without lead-in or closing tags. */
function askingClause(question: string): string[] | undefined {
  const clauses = plain(question)
    .replace(/[^a-z0-9'"\s,;:.!?&-]/g, ' ')
    .split(/[,;:.!?]+|\s+-\s+/)
    .map((c) => c.split(/\s+/).filter(Boolean))
    .filter((c) => c.length > 0)
    .reverse();
  for (const clause of clauses) {
    // "be honest how many tabs…", "ok random but do u…": the question word comes within the first few words.
    const start = clause.findIndex(
      (w, i) => i <= 3 && (OPENS.test(w) || w === 'if') && !(w === 'is' && i > 0 && clause[i - 1] === 'it'),
    );
    // "have been arguing about it since dinner": a verb with no subject after it asks nothing.
    if (start < 0 || /^(been|got|gone|had|done|not|to|[a-z]+ing|[a-z]+ed)$/.test(clause[start + 1] ?? '')) continue;
    let words = clause.slice(start);
    while (words.length && TAIL.test(words.at(-1)!)) words = words.slice(0, -1);
    // "if u could live anywhere for a year where would u go": what it asks starts at its last question word.
    if (words[0] === 'if') {
      const last = words.findLastIndex((w, i) => i > 0 && /^(what|which|where|when|who|why|how|whats)$/.test(w));
      if (last < 0) continue;
      words = words.slice(last);
    }
    // A long question keeps its asking part: "do u put the milk in before or after the water (when u make tea)".
    if (words.length > MAX_WORDS) {
      const cut = words.findIndex(
        (w, i) => i >= 4 && (CUT.test(w) || (w === 'or' && OPENS.test(words[i + 1] ?? '') && words[i + 1] !== 'what')),
      );
      if (cut > 0) words = cutShort(words.slice(0, cut));
      // "is it weird that i keep checking my phone to see (if…)": ended early, it must still read whole.
      if (!endsWhole(words)) return undefined;
    }
    // Still too long: ended at its last phrase that fits, if it still reads whole ("what's the worst haircut I've had
    // (in my life)"; not "did I do the whole pastel de nata thing everyone goes (on about)").
    const ended = shortened(words, MAX_WORDS);
    if (!endsWhole(ended)) return undefined;
    words = [...ended];
    if (words.length < 2 || words.length > MAX_WORDS || words.every((w) => EMPTY.test(w))) return undefined;
    if (words.some((w) => GRAMMAR_WORDS.includes(w))) return undefined;
    return words;
  }
  return undefined;
}

/** Words after which "you" is done to ("made you laugh", "for you"): said back as "me"; anywhere else it is "I". */
const BEFORE_OBJECT =
  /^(to|for|with|at|about|like|from|of|than|by|on|in|into|made|make|makes|let|lets|get|got|gets|tell|told|ask|asked|see|saw|call|called|text|texted|love|loves|hate|hates|miss|missed|meet|met|want|wants|give|gave|take|took|bring|brought|help|helped|find|found|send|sent|keep|kept|teach|taught|taking|giving|telling|asking|seeing|calling|texting|meeting|wanted)$/;

/** Their question from the user's side, capitalised, without its mark; undefined when none is short and plain. */
export function echoOf(question: string | undefined): string | undefined {
  if (!question) return undefined;
  const words = askingClause(withQuotes(question));
  return words && turned(words, question);
}

/** Quoted words keep their marks, and are never turned: "u put 'loves hiking'" → I put "loves hiking". */
const withQuotes = (text: string) => text.replace(/(^|[\s(])['‘“"]([^'’”"]+)['’”"](?=$|[\s.,!?)])/g, '$1"$2"');

/** The user's words for themselves, after which "ur" is "you're" ("ur 27 going on 70"). */
const USER_WORDS = /^(u|you|ya|ur|your|youre|ure|yourself|urself|youve|uve|youd|ud|youll|ull)$/;
const FIRST_PERSON_WORDS = /^(i|im|ive|id|ill|me|my|mine|myself)$/;
const CLAIM_WORDS = 9;
/** Words that open a tease before its claim ("ugh u support arsenal"). */
const CLAIM_LEAD =
  /^(so|ok|okay|wow|ati|oh|ah|and|but|like|omg|wait|right|ugh|bro|mate|hmm|um|lol|sorry|just|also|well)$/;

/**
 * What a tease says the user is or did, said back from the user's side: "you spelled colour wrong in your profile" →
 * "I spelled colour wrong in my profile", "so the height in your profile" → "The height in my profile". The first
 * clause about the user and nobody else; undefined when none is short.
 */
/* A clause told without its subject ("saw u put 6ft in ur profile") is their own doing, not a charge: given its "I",
 * it is no longer about the user alone, and nothing is said back. */
export const claimOf = (message: string): string | undefined =>
  saidBack(message, [(c) => c.some(isUser) && !c.some(isMe)], { most: CLAIM_WORDS, subjectless: true });

/**
 * What a flirt or a compliment says of the two of them, said back from the user's side: "i think youd look good in
 * my hoodie" → "You think I'd look good in your hoodie", "you've got me blushing on the tube" → "I've got you blushing
 * on the tube". A clause about the user first, else one about them, told from its subject ("your laugh…", "i keep…",
 * "that jacket…"); undefined when none is short.
 */
export const betweenUsOf = (message: string): string | undefined =>
  saidBack(message, [(c) => c.some(isUser), (c) => c.some(isMe)], { most: FLIRT_WORDS, fromSubject: true, ours: true });

/** A flirt said back longer than this reads clunky ("I've got you checking your phone like it's the cricket score?"). */
const FLIRT_WORDS = 10;

/**
 * What they tell of themselves, their news or their excuse, said back from the user's side: "passed my driving test"
 * → "You passed your driving test", "my phone died at the football" → "Your phone died at the football". Never the
 * apology itself ("sorry i went quiet"); with `happened`, only what happened (news, not "i should probably scream");
 * undefined when no clause is short.
 */
export const theirNewsOf = (message: string, { happened = false } = {}): string | undefined =>
  saidBack(
    message,
    // What happened to them first ("i got the flat"), then to theirs ("my sister had her baby").
    happened
      ? [(c) => /^(i|we)$/.test(c[0]!) && toldInPast(c), (c) => c.some(isMe) && toldInPast(c)]
      : [(c) => c.some(isMe)],
    {
      most: MAX_WORDS,
      fromSubject: true,
      subjectless: true,
      not: NOT_NEWS,
    },
  );

/**
 * What they apologise for, from the user's side and mid-sentence: "sorry for the late reply" → "the late reply",
 * "soz for the rant about my ex" → "the rant about your ex", "sorry for calling u by the wrong name" → "calling me by
 * the wrong name". Only "sorry for/about …", whose object is the thing forgiven; undefined when it is not short and
 * whole.
 */
export function sorryForOf(message: string): string | undefined {
  const found = /\b(?:sorry|soz|apologies)(?: again| so much)? (?:for|about) ([a-z0-9 ]+)/.exec(
    plain(message).replace(/[^a-z0-9\s,;:.!?]/g, ' '),
  )?.[1];
  if (!found) return undefined;
  const all = found.trim().split(/\s+/);
  // "sorry for not replying i was at my mums": a new clause starts where a new subject does.
  const next = all.findIndex((w, i) => i > 0 && /^(i|im|ive|we|its|and|but|so|cos|coz|because|lol|haha)$/.test(w));
  const words = shortened(trimmed(next > 0 ? all.slice(0, next) : all), SORRY_WORDS);
  if (
    words.length === 0 ||
    words.length > SORRY_WORDS ||
    !endsWhole(words) ||
    /^(that|this|it|u|you|what|how|why|when|where|who|everything|anything|all)$/.test(words[0]!)
  )
    return undefined;
  const said = turned(words, message);
  // Said mid-sentence: the capital `turned` gives its first word goes, unless that word is a name ("Coldplay").
  const name = properCase(words[0]!) !== undefined || new RegExp(`\\b${capitalise(words[0]!)}\\b`).test(message);
  return said && (name ? said : said.charAt(0).toLowerCase() + said.slice(1));
}
const SORRY_WORDS = 8;

/** A clause with a verb in the past tense: something that happened ("i got the flat", not "i should scream"). */
const toldInPast = (clause: readonly string[]) => analyse(clause.join(' ')).tokens.some(isPast);

/** Clauses that apologise or reassure ("sorry i went quiet", "not ignoring u promise"): no news to say back. */
const NOT_NEWS =
  /\b(sorry|soz|apolog[a-z]*|my bad|forgive|ignoring|ghosting|forgotten|promise|swear|owe (?:u|you)|keep chatting|still keen|still up for)\b/;
const isUser = (w: string) => USER_WORDS.test(w);
const isMe = (w: string) => FIRST_PERSON_WORDS.test(w);
/**
 * Words a clause may start from to be told whole: a person, or a thing pointed at; also one of their people named
 * without "my" ("mam asked who im texting"), or what someone is doing ("thinking abt u during my 9am meeting…").
 */
const SUBJECT_START = /^(i|im|ive|id|ill|my|u|you|ya|ur|your|youre|youve|youd|youll|the|that|this|those|these)$/;
/** Lead-ins before what is said ("just so you know", "not gonna lie", "be careful"): not part of it. */
const LEAD_PHRASE =
  /^(?:(?:just )?so (?:u|you) know|(?:u|you) know|not gonna lie|be careful|careful|i mean|to be fair|fun fact|real talk|(?:i|ive|i have) (?:just )?(?:realised|realized|noticed|decided)(?: that)?|is it (?:weird|bad|strange) (?:that|if)|fair warning) /;

/**
 * The first clause of a message that a test of `about` accepts (the tests in order of preference), cut to what it
 * says and turned; undefined when none is short.
 */
function saidBack(
  message: string,
  about: readonly ((clause: readonly string[]) => boolean)[],
  {
    most,
    fromSubject = false,
    subjectless = false,
    not,
    ours = false,
  }: { most: number; fromSubject?: boolean; subjectless?: boolean; not?: RegExp; ours?: boolean },
): string | undefined {
  // "passed my driving test", "got the job": told in a text without its "I". Not "been a long few months", nor
  // "surrounded by boxes".
  const withSubject = (c: string[]) => {
    if (!subjectless || SUBJECT_START.test(c[0]!) || c[0] === 'been' || c[1] === 'by') return c;
    const first = analyse(c.join(' ')).tokens[0]!;
    return first.pos === 'VERB' && isPast(first) ? ['i', ...c] : c;
  };
  const clauses = plain(withQuotes(message).replace(/\p{Extended_Pictographic}|[()]/gu, ','))
    .replace(/[^a-z0-9%"\s,;:.!?&-]/g, ' ')
    .split(/[;:.!?,]+|\s+-\s+|\s+but\s+/)
    .filter((c) => !not?.test(c))
    .map((c) => trimmed(c.trim().replace(LEAD_PHRASE, '').split(/\s+/).filter(Boolean)))
    .filter((c) => c.length > 0)
    .map((c) => {
      const told = withSubject(c);
      if (told !== c && CUT_SHORT.has(c)) CUT_SHORT.add(told);
      return shortened(told, most);
    })
    .filter(endsWhole)
    .filter((c) => c.length >= 3 && c.length <= most && !c.some((w) => GRAMMAR_WORDS.includes(w)))
    // Not a question that asks the user ("are u ok", "if i said…"): what is said back is said, not asked.
    .filter((c) => !OPENS.test(c[0]!) && c[0] !== 'if')
    .filter((c) => !fromSubject || SUBJECT_START.test(c[0]!) || KIN.includes(c[0]!) || /^[a-z]{3,}ing$/.test(c[0]!));
  // Words inside quotes are theirs as written, not about anyone.
  const unquoted = (c: readonly string[]) => c.filter((w) => !w.includes('"'));
  for (const test of about) {
    const clause = clauses.find((c) => test(unquoted(c)));
    if (clause) return turned(clause, message, ours);
  }
  return undefined;
}

/** Clauses ended before their end by `trimmed` or `shortened`. */
const CUT_SHORT = new WeakSet<readonly string[]>();
const cutShort = <T extends readonly string[]>(words: T): T => {
  CUT_SHORT.add(words);
  return words;
};

/**
 * A clause ended early still reads whole when it ends on a thing or a person ("…hoping I text you back" does not:
 * "…checking your phone to see", "…the last thing you think about and that's"); a whole clause always does.
 */
function endsWhole(words: readonly string[]): boolean {
  if (!CUT_SHORT.has(words)) return true;
  const last = analyse(words.join(' ')).tokens.at(-1);
  // After "our", "the", "my"… a word is a thing, whatever the tagger says ("our chat").
  const owned = /^(the|a|an|my|your|our|his|her|their|this|that)$/.test(words.at(-2) ?? '');
  return last !== undefined && (owned || /^(NOUN|PROPN|PRON|NUM)$/.test(last.pos));
}

/** Where a long clause can end: before what only says where, when, with whom or why ("…for all the sleep i lost"). */
const PHRASE_START = /^(for|with|at|on|in|during|after|since|from|because)$/;

/**
 * A clause too long to say back, ended at the last phrase that still fits ("u owe me a coffee (for all the sleep i
 * lost texting u last night)"); left as it is when none does.
 */
function shortened(clause: readonly string[], most: number): readonly string[] {
  if (clause.length <= most) return clause;
  for (let end = most; end >= 4; end--) if (PHRASE_START.test(clause[end]!)) return cutShort(clause.slice(0, end));
  return clause;
}

/** A clause without its lead-in and closing tags, cut where a second one starts. */
function trimmed(clause: readonly string[]): string[] {
  let words = [...clause];
  while (words.length && (TAIL.test(words[0]!) || CLAIM_LEAD.test(words[0]!) || /^[a-z]+ly$/.test(words[0]!)))
    words = words.slice(1);
  while (words.length && TAIL.test(words.at(-1)!)) words = words.slice(0, -1);
  // "…more chill i swear", "…an accountant now i guess": an aside, not what they said.
  if (words.length > 3 && words.at(-2) === 'i' && /^(swear|promise|guess|think|reckon)$/.test(words.at(-1)!))
    words = words.slice(0, -2);
  // "…a bit of a nerd aren't you": the tag asks nothing to say back.
  if (words.length > 2 && isUser(words.at(-1)!) && /nt$/.test(words.at(-2)!)) words = words.slice(0, -2);
  // "you eat pap with a knife and fork": "and" ends the claim only where a new one starts ("and then…", "and you…").
  const cut = words.findIndex(
    (w, i) =>
      i >= 3 &&
      ((STATEMENT_CUT.test(w) && w !== 'and') ||
        w === 'but' ||
        (w === 'and' && /^(then|i|still)$|^(u|you|ur|your|youre|youve)$/.test(words[i + 1] ?? ''))),
  );
  const kept = cut > 0 ? words.slice(0, cut) : words;
  // "your handwriting in (that card)": a word that leads into what was cut goes with it.
  while (cut > 0 && kept.length && /^(in|on|at|of|to|for|with|from|the|a|an|my|your|ur)$/.test(kept.at(-1)!))
    kept.pop();
  return cut > 0 ? cutShort(kept) : kept;
}

/** Verbs of thought, speech and hope, after which "you" is the subject of what follows ("i bet you…"). */
const CLAUSE_VERBS =
  /^(hope|hoping|hoped|think|thinking|thought|know|knew|bet|guess|wish|wished|say|said|says|reckon|feel|felt|swear|realised|realized|noticed|heard|hear|suppose|imagine|assume|assumed|pretend|pretending)$/;

/** Adjectives that pick one of the user's things ("ur third pic", "ur fave song"): "my", not "I'm". */
const PICKING =
  /^(\d+(st|nd|rd|th)|first|second|third|fourth|fifth|last|latest|new|old|fave|fav|favourite|favorite|main|little|whole|go)$/;

/**
 * "ur" said back: "I'm" before what says what the user is ("ur the only one", "ur 27", "ur def the type"), "my" before
 * what the user has ("ur smile", "ur third pic"); undefined where the words leave it open ("ur good looking", "ur
 * prompt about ranking biscuits").
 */
function urOf(
  after: string | undefined,
  next: string | undefined,
  then: string | undefined,
  before: string | undefined,
): string | undefined {
  if (!after) return undefined;
  // "whats ur…", "ur hindi is better": a thing asked about, or the subject of what follows.
  if (PICKING.test(after) || /^(NOUN|PROPN)$/.test(next ?? '')) return 'my';
  if (AFTER_YOURE.test(after) || ADVERB.test(after) || /^\d+$/.test(after)) return "I'm";
  if (/^(whats|what|which|hows|how|wheres)$/.test(before ?? '') || /^(AUX|VERB)$/.test(then ?? '')) return 'my';
  if (/^(DET|ADV|ADP|VERB|AUX|PART)$/.test(next ?? '')) return "I'm";
  // "ur good looking", "ur prompt about biscuits": an adjective or a noun, the words leave it open.
  return undefined;
}

/** The tagger's part of speech for each word, where its tokens line up with the words ("theyre" is two tokens). */
function partsOfSpeech(words: readonly string[]): (string | undefined)[] {
  const tokens = analyse(words.join(' ')).tokens;
  const out: (string | undefined)[] = [];
  let t = 0;
  for (const word of words) {
    let text = '';
    const first = tokens[t];
    while (t < tokens.length && text.length < word.length) text += tokens[t++]!.text.toLowerCase();
    out.push(text === word ? first?.pos : undefined);
  }
  return out;
}

/** Words turned to the user's side: "you" → "I" or "me", "your" → "my", "i" → "you", with verbs that agree. */
function turned(words: readonly string[], original: string, ours = false): string | undefined {
  const out: string[] = [];
  // Names as they wrote them mid-sentence ("you're from Cork").
  const named = new Map(
    [...original.matchAll(/(?<![.!?]\s*|^)\b([A-Z][a-z]{2,}|[A-Z]{2,})\b/g)]
      // "I GOT THE JOB" shouts; "ABBA", "CA finals" are names.
      .filter((m) => !/^[A-Z]{2,}$/.test(m[1]!) || !isWord(m[1]!.toLowerCase()))
      .map((m) => [m[1]!.toLowerCase(), m[1]!]),
  );
  // Words as they typed them with an apostrophe ("my sister's name"), which the plain text lost.
  const typed = new Map(
    [...original.toLowerCase().matchAll(/\b([a-z]+)['’]([a-z]+)\b/g)].map((m) => [m[1]! + m[2]!, `${m[1]}'${m[2]}`]),
  );
  const pos = partsOfSpeech(words);
  let inQuote = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const before = words[i - 1];
    const after = words[i + 1];
    if (inQuote || w.startsWith('"')) {
      inQuote = !w.endsWith('"') || (w.length === 1 && !inQuote);
      if (w.startsWith('"') && w.endsWith('"') && w.length > 1) inQuote = false;
      out.push(w);
      continue;
    }
    // "without the u": a letter, not the user.
    if (w === 'u' && /^(the|a|an)$/.test(before ?? '')) return undefined;
    if (w === 'u' || w === 'you' || w === 'ya') {
      // "who raised you", "talking to u", "theyre all you": done to, said back as "me".
      // "hoping you text me back": after a verb of thought or speech, "you" starts a clause of its own.
      const subject =
        before === undefined ||
        (after !== undefined &&
          (CLAUSE_VERBS.test(before) || (!BEFORE_OBJECT.test(before) && !/^(VERB|ADP)$/.test(pos[i - 1] ?? ''))));
      // "are you" → "am I": the verb before the subject agrees with it.
      if (subject && before !== undefined && FIRST_PERSON[before] && out.length)
        out[out.length - 1] = FIRST_PERSON[before]!;
      // "which part of sg u staying": no verb to agree with; said back, it would not read whole.
      if (subject && after && /ing$/.test(after) && !FIRST_PERSON[before ?? '']) return undefined;
      // "you damn good at explaining things": no verb after the subject to agree with.
      if (subject && after && (pos[i + 1] === 'ADJ' || (pos[i + 1] === 'ADV' && pos[i + 2] === 'ADJ')))
        return undefined;
      out.push(subject ? 'I' : 'me');
      // "you are" → "I am".
      if (subject && after && FIRST_PERSON[after]) {
        out.push(FIRST_PERSON[after]);
        i++;
      }
    } else if (w === 'ur') {
      const said = urOf(after, pos[i + 1], pos[i + 2], before);
      if (!said) return undefined;
      out.push(said);
    } else if (YOU_TO_ME[w]) out.push(YOU_TO_ME[w]);
    else if (w === 'i') {
      if (before && SECOND_PERSON[before] && out.length) out[out.length - 1] = SECOND_PERSON[before]!;
      out.push('you');
      if (after && SECOND_PERSON[after]) {
        out.push(SECOND_PERSON[after]);
        i++;
      }
    } else if (ME_TO_YOU[w] && !(ours && /^(our|ours|we)$/.test(w))) out.push(ME_TO_YOU[w]);
    // "like its the cricket score": "it is" before what it is.
    else if (
      w === 'its' &&
      /^(the|a|an|so|not|been|gonna|going|just|all|too|very|literally|actually|like|only)$/.test(after ?? '')
    )
      out.push("it's");
    else out.push(WRITTEN[w] ?? named.get(w) ?? typed.get(w) ?? (w.length > 2 ? (properCase(w) ?? w) : w));
  }
  return capitalise(out.join(' '));
}
