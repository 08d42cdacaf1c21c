import { properCase } from './language/spelling';
import { capitalise } from './language/tidy';
import { plain } from './reply-acts';
import { GRAMMAR_WORDS } from './rules/replies.rules';

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
  its: "it's",
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

const MAX_WORDS = 12;

/** The clause of a question that asks: from its question word, without lead-in or closing tags. */
function askingClause(question: string): string[] | undefined {
  const clauses = plain(question)
    .replace(/[^a-z0-9'\s,;:.!?&-]/g, ' ')
    .split(/[,;:.!?]+|\s+-\s+/)
    .map((c) => c.split(/\s+/).filter(Boolean))
    .filter((c) => c.length > 0)
    .reverse();
  for (const clause of clauses) {
    // "be honest how many tabs…", "ok random but do u…": the question word comes within the first few words.
    const start = clause.findIndex(
      (w, i) => i <= 3 && (OPENS.test(w) || w === 'if') && !(w === 'is' && i > 0 && clause[i - 1] === 'it'),
    );
    if (start < 0) continue;
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
      if (cut > 0) words = words.slice(0, cut);
    }
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
  // Quoted words are theirs or the user's as written ("why did u put 'ask me about the goat'"): not to be turned.
  if (!question || /(^|\s)['"‘“]/.test(question)) return undefined;
  const words = askingClause(question);
  return words && turned(words, question);
}

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
export function claimOf(message: string): string | undefined {
  // Quoted words keep their marks, and are never turned: "u put 'loves hiking'" → I put "loves hiking".
  const quoted = message.replace(/(^|[\s(])['‘“"]([^'’”"]+)['’”"](?=$|[\s.,!?)])/g, '$1"$2"');
  const clauses = plain(quoted)
    .replace(/[^a-z0-9%"\s,;:.!?&-]/g, ' ')
    .split(/[;:.!?]+|,\s+(?=but\b|and\b|so\b)|\s+-\s+/)
    .map((c) => c.split(/\s+/).filter(Boolean));
  // Not a question that asks the user ("are u ok"): a charge is said, not asked.
  const clause = clauses.find(
    (c) =>
      c.some((w) => USER_WORDS.test(w)) &&
      !c.some((w) => FIRST_PERSON_WORDS.test(w.replace(/"/g, ''))) &&
      !OPENS.test(c.find((w) => !CLAIM_LEAD.test(w)) ?? ''),
  );
  if (!clause) return undefined;
  let words = clause.filter((w) => !/^[,&-]+$/.test(w)).map((w) => w.replace(/,$/, ''));
  while (words.length && (TAIL.test(words[0]!) || CLAIM_LEAD.test(words[0]!))) words = words.slice(1);
  while (words.length && TAIL.test(words.at(-1)!)) words = words.slice(0, -1);
  // "…a bit of a nerd aren't you": the tag asks nothing to say back.
  if (words.length > 2 && USER_WORDS.test(words.at(-1)!) && /nt$/.test(words.at(-2)!)) words = words.slice(0, -2);
  // "you eat pap with a knife and fork": "and" ends the claim only where a new one starts ("and then…", "and you…").
  const cut = words.findIndex(
    (w, i) =>
      i >= 3 &&
      ((CUT.test(w) && w !== 'and') ||
        w === 'but' ||
        (w === 'and' && /^(then|i|still)$|^(u|you|ur|your|youre|youve)$/.test(words[i + 1] ?? ''))),
  );
  if (cut > 0) words = words.slice(0, cut);
  if (words.length < 2 || words.length > CLAIM_WORDS || words.some((w) => GRAMMAR_WORDS.includes(w))) return undefined;
  return turned(words, message);
}

/** Words turned to the user's side: "you" → "I" or "me", "your" → "my", "i" → "you", with verbs that agree. */
function turned(words: readonly string[], original: string): string | undefined {
  const out: string[] = [];
  // Names as they wrote them mid-sentence ("you're from Cork").
  const named = new Map(
    [...original.matchAll(/(?<![.!?]\s*|^)\b([A-Z][A-Za-z]{2,})\b/g)].map((m) => [m[1]!.toLowerCase(), m[1]!]),
  );
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
      const subject = before === undefined || !BEFORE_OBJECT.test(before);
      // "are you" → "am I": the verb before the subject agrees with it.
      if (subject && before !== undefined && FIRST_PERSON[before] && out.length)
        out[out.length - 1] = FIRST_PERSON[before]!;
      // "which part of sg u staying": no verb to agree with; said back, it would not read whole.
      if (subject && after && /ing$/.test(after) && !FIRST_PERSON[before ?? '']) return undefined;
      out.push(subject ? 'I' : 'me');
      // "you are" → "I am".
      if (subject && after && FIRST_PERSON[after]) {
        out.push(FIRST_PERSON[after]);
        i++;
      }
    } else if (w === 'ur')
      out.push(after && (AFTER_YOURE.test(after) || ADVERB.test(after) || /^\d/.test(after)) ? "I'm" : 'my');
    else if (YOU_TO_ME[w]) out.push(YOU_TO_ME[w]);
    else if (w === 'i') {
      if (before && SECOND_PERSON[before] && out.length) out[out.length - 1] = SECOND_PERSON[before]!;
      out.push('you');
      if (after && SECOND_PERSON[after]) {
        out.push(SECOND_PERSON[after]);
        i++;
      }
    } else if (ME_TO_YOU[w]) out.push(ME_TO_YOU[w]);
    else out.push(WRITTEN[w] ?? named.get(w) ?? (w.length > 2 ? (properCase(w) ?? w) : w));
  }
  return capitalise(out.join(' '));
}
