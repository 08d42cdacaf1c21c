import { analyse, type TextAnalysis, type Token } from './language/analyse';
import { wholePhrase } from './language/phrases';
import { isMisspelt, properCase } from './language/spelling';
import { escapeRegExp, findInterests } from './lexicon';
import { detailsIn } from './profile-features';
import { SET_PHRASES, TOO_VAGUE_TO_OPEN_ON, VERBS_BEFORE_AN_INTEREST } from './rules/match-details.rules';

/**
 * The concrete details of a match's profile, the raw material for openers that could only have been written to
 * them: a pet, something they did (in their words, turned to "you"), a title in quotes, a line they wrote, a
 * place, a named person, band or show, an activity, a specific thing. Most specific kinds first.
 */
export type DetailKind = 'pet' | 'story' | 'title' | 'quote' | 'place' | 'name' | 'activity' | 'thing';

export interface Detail {
  kind: DetailKind;
  /** As it goes into a message: "Biscuit", "Lisbon", "snake soup", "you drove 5 hours to get lunch". */
  text: string;
  /** Pets only: "dog", "golden retriever". */
  animal?: string;
  /** Things only: the match wrote it with an article or a possessive ("a dive bar"), so a message says "the". */
  article?: true;
}

export interface MatchDetails {
  name: string | null;
  details: Detail[];
}

const MAX_DETAILS = 8;

const PET =
  /\b(golden retriever|retriever|labrador|corgi|beagle|husky|pug|poodle|doodle|terrier|dachshund|sausage dog|greyhound|french bulldog|bulldog|puppy|dog|kitten|cat|rabbit|bunny|parrot|tortoise|horse)s?\b(?:,?\s+(?:called|named)\s+(\p{L}[\p{L}'-]+))?/iu;
const NAME_PATTERNS = [
  /\b(?:her|his|their) name is (\p{Lu}[\p{L}'-]+)/u,
  /\bname:\s*(\p{Lu}[\p{L}'-]+)/u,
  /^(\p{Lu}[\p{L}'-]+)(?:,|\s+\(?\d{2}\)?|\s+(?:is|loves|likes|has|works|just|seems))/u,
];
const NOT_NAMES = new Set(
  'She He They Her His Their The This Loves Likes Just Works Has Into Super Really Very Our Match Profile Bio Hey Hi Hello Haha Lol Omg Yes No I My We Not Also Im'.split(
    ' ',
  ),
);
/** Words after which the next one or two name a place ("moved to sf", "from Lisbon"). */
const PLACE =
  /\b(?:(?:i'?m|am|originally|back) from|moved to|lived in|live in|living in|grew up in|visited|visiting|trip to|born in)\s+(\p{L}[\p{L}'-]+)(?:\s+(\p{L}[\p{L}'-]+))?/giu;
/** First words of two-word place names ("new york", "san diego"). */
const PLACE_HEAD = /^(new|san|santa|los|las|st|saint|north|south|east|west|port|fort|mount|lake|el|la|le)$/i;
/** Short names said in lower case. */
const ABBREVIATIONS: Record<string, string> = {
  sf: 'SF',
  la: 'LA',
  nyc: 'NYC',
  ny: 'NY',
  dc: 'DC',
  uk: 'the UK',
  usa: 'the USA',
  uc: 'UC',
  usc: 'USC',
  ucla: 'UCLA',
  nz: 'New Zealand',
};
const TITLE_LEAD =
  /\b(read|reading|watch|watching|watched|book|books|film|films|movie|movies|show|shows|song|songs|album|band|favou?rites?)\b[^.!?]{0,24}$/i;
/** Openings too vague to lead a detail: "great meal" is a meal. */
const VAGUE = new Set(
  'great good best new old busy little big other different wide few much many same whole real nice crazy own favorite favourite fun bad certain general random various lot several love loves biggest daily next half actual strong open major serious huge small true total complete first last worst main special perfect giant deep part'.split(
    ' ',
  ),
);
/** Interest words too broad to open on ("music", "travel"): the more specific details say more. */
const BROAD = new Set([
  'music',
  'travel',
  'traveling',
  'travelling',
  'food',
  'movies',
  'films',
  'reading',
  'books',
  'sports',
  'art',
  'outdoors',
  'nature',
  'friends',
  'family',
  'tv',
  'games',
  'cooking',
  'wine',
  'coffee',
  'beer',
  'book',
  'foodie',
]);
/** Practices someone can be into ("How did you get into ...?"); other interest words are things. */
const PRACTICES = new Set(
  'yoga pilates crossfit piano guitar drums violin chess tennis golf soccer football basketball volleyball karaoke salsa photography pottery gardening marathon half marathon triathlon bouldering'.split(
    ' ',
  ),
);
const ACTIVITY: Record<string, string> = {
  hike: 'hiking',
  hikes: 'hiking',
  run: 'running',
  cook: 'cooking',
  bake: 'baking',
  dance: 'dancing',
  surf: 'surfing',
  trail: 'trail running',
};

/** Words turned round when their sentence is said back to them. */
const TO_YOU: Record<string, string> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  am: 'are',
  was: 'were',
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  ive: "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  we: 'you',
  our: 'your',
  us: 'you',
};
/** Past-tense deeds (not states: "I was", "I got"). */
const PAST =
  /^(went|grew|moved|spent|made|took|came|saw|met|ran|lived|learned|learnt|left|found|built|started|quit|won|lost|drove|flew|swam|climbed|hiked|biked|rode|wrote|sang|played|walked|cycled|jumped|taught|worked|studied|traveled|travelled|visited|once)$/;

const titleCase = (text: string) =>
  text
    .split(' ')
    .map((w, i) =>
      i > 0 && /^(of|the|and|in|on|a|an|to|for|at|or)$/.test(w)
        ? w
        : (ABBREVIATIONS[w] ?? w.charAt(0).toUpperCase() + w.slice(1)),
    )
    .join(' ');

/** A word the dictionary knows in lower case ("but", "beans"), so not part of a name. */
const common = (word: string) => !isMisspelt(word.toLowerCase()) && !properCase(word.toLowerCase());

/**
 * A phrase written in lower case is a name when every word is one the dictionary knows only with a capital, or
 * does not know at all, and one of them is a known name ("tom delonge", "santa cruz"; not "lima beans").
 */
function asName(phrase: string): string | null {
  if (ABBREVIATIONS[phrase]) return ABBREVIATIONS[phrase];
  if (/^\p{Lu}/u.test(phrase) && !/^\p{Lu}+$/u.test(phrase)) return phrase;
  const words = phrase.toLowerCase().split(' ');
  const [first] = words;
  // "scott pilgrim", "annie hall": a first word known only as a name leads a name (not "italian food", "sunday brunch").
  const leadsName = properCase(first!) && !NOT_NAME_LEAD.test(first!) && words.length <= 3 && !/s$/.test(words.at(-1)!);
  if (!leadsName && (!words.some((w) => properCase(w)) || words.some((w) => common(w) && !PLACE_HEAD.test(w))))
    return null;
  return titleCase(words.join(' '));
}

/** Nationalities, days and months are known with a capital but do not start a name. */
const NOT_NAME_LEAD =
  /(ian|ean|ese|ish|can|ch)$|^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)$/;
/** An unknown word that could be a name ("delonge", "matto"), not a noise ("mmmmm", "enfj", "b"). */
const nameLike = (word: string) => word.length >= 3 && /[aeiouy]/.test(word) && !/(.)\1\1/.test(word);
/** Adjectives concrete enough to lead a thing ("red wine", "indoor rock"); others lead a trait ("quick wit"). */
const CONCRETE_ADJ = new Set(
  'red white green blue black yellow pink purple orange brown indoor outdoor hot cold iced live local vintage wild fresh homemade electric acoustic classic classical french italian mexican japanese chinese indian thai greek spanish korean vietnamese american british irish english german'.split(
    ' ',
  ),
);
const FUNCTION_WORDS =
  /^(for|the|a|an|of|to|in|on|at|by|with|and|or|others|other|way|one|ones|some|any|all|most|more|such|vs|etc)$/;
const PERSON =
  /\b(geek|nerd|snob|mom|dad|resident|maniac|whore|slut|taker|junkie|lover|addict|fan|enthusiast|person|guy|girl|lady|dude|mate|type|brat|transplant|native|pessimist|optimist|eater|complimenter|student|artist|designer|novelist|critic|writer|stylist|photographer|entrepreneur|engineer|teacher|nurse|doctor|lawyer|idol)$/;
/** Looks are not an opener ("the brown hair"): compliments on appearance get fewer replies. */
const LOOKS = /\b(hair|eyes|height|body|skin|lips|legs|face|figure|weight|tattoos?|beard)$/;

/** Lower-case words the dictionary knows with a capital are given it ("rainy sunday afternoons"). */
const withNames = (phrase: string) =>
  phrase
    .split(' ')
    .map((w) => ABBREVIATIONS[w] ?? properCase(w) ?? w)
    .join(' ');

function petOf(text: string): Detail | null {
  const match = PET.exec(text);
  if (!match) return null;
  const animal = match[1]!.toLowerCase();
  const name = match[2] && !/^(and|or|but|who|that|which|because)$/i.test(match[2]) ? match[2] : null;
  // Without a name, only a pet of theirs ("my dog", "have a cat"), not "a zoo with rabbits" or "I love dogs".
  const theirs = /\b(my|our|have an?|has an?|with an?)\s+(\w+\s+)?$/i.test(
    text.slice(Math.max(0, match.index - 20), match.index),
  );
  if (!name && !theirs) return null;
  return { kind: 'pet', text: name ? name.charAt(0).toUpperCase() + name.slice(1) : `your ${animal}`, animal };
}

function quotedOf(text: string): Detail[] {
  const found: Detail[] = [];
  for (const match of text.matchAll(/["“]([^"”\n]{3,140})["”]/gu)) {
    const inside = match[1]!.trim();
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    const words = inside.split(/\s+/);
    const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length >= Math.ceil(words.length / 2);
    // A title in quotes is a title, not something they claim ("I loved "Into the Wild"").
    if (words.length <= 7 && !/[?!]$/.test(inside) && (capitalised || TITLE_LEAD.test(before)))
      found.push({ kind: 'title', text: titleCase(inside.replace(/[.,]$/, '')) });
    else if (words.length >= 4 && words.length <= 24 && !found.some((d) => d.kind === 'quote'))
      found.push({ kind: 'quote', text: inside.replace(/[,;:]$/, '') });
  }
  return found;
}

/** "I drove 5 hours to get lunch" → "you drove 5 hours to get lunch": a short first-person story, ending on a thing. */
function storiesOf(analysis: TextAnalysis): Detail[] {
  const found: Detail[] = [];
  for (const { tokens } of analysis.sentences) {
    for (let i = 0; i + 1 < tokens.length; i += 1) {
      if (tokens[i]!.lower !== 'i' || !PAST.test(tokens[i + 1]!.lower)) continue;
      const clause: Token[] = [tokens[i]!];
      for (const token of tokens.slice(i + 1, i + 13)) {
        if (token.kind !== 'word' && token.kind !== 'number') break;
        if ((token.pos === 'CCONJ' || token.pos === 'SCONJ') && clause.length > 3) break;
        clause.push(token);
      }
      while (clause.length > 2 && !['NOUN', 'PROPN', 'NUM'].includes(clause.at(-1)!.pos)) clause.pop();
      if (clause.length < 5) continue;
      const said = clause.map((t, n) => (n ? t.before : '') + (TO_YOU[t.lower] ?? withNames(t.text)));
      found.push({ kind: 'story', text: said.join('') });
      break;
    }
    if (found.length === 2) break;
  }
  return found;
}

/** "a scene shop in midtown manhattan": a name after "in", "near" or "around" is a place, not a band to be a fan of. */
const nameKind = (text: string, name: string): DetailKind =>
  new RegExp(`\\b(?:in|near|around|outside)\\s+${escapeRegExp(name)}\\b`, 'i').test(text) ? 'place' : 'name';

function placesOf(text: string, analysis: TextAnalysis): Detail[] {
  const found: Detail[] = [];
  for (const match of text.matchAll(PLACE)) {
    const [first, second] = [match[1]!, match[2]];
    // "santa cruz", "new york", but not "europe but".
    const pair = second && (!common(second) || PLACE_HEAD.test(first)) ? asName(`${first} ${second}`) : null;
    const place = pair ?? asName(first);
    const said = pair ? `${first} ${second}` : first;
    if (
      !wholePhrase(analysis, said).whole ||
      !place ||
      NOT_NAMES.has(place) ||
      /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun)/.test(place)
    )
      continue;
    found.push({ kind: 'place', text: place });
  }
  return found;
}

function activitiesOf(text: string, analysis: TextAnalysis): Detail[] {
  return (
    findInterests(text)
      .filter((i) => i.tag !== 'animals')
      // Said as written, it must stand whole: not "football" of "five-a-side football" nor "marathon" of "marathon runner".
      .filter((i) => {
        const said = wholePhrase(analysis, i.phrase);
        return !said.found || said.whole;
      })
      .map((i) => i.phrase.toLowerCase())
      .map((p) => ACTIVITY[p] ?? p)
      .filter((p) => PRACTICES.has(p) || (p.endsWith('ing') && !BROAD.has(p)))
      .map((p) => ({ kind: 'activity' as const, text: p }))
  );
}

function phrasesOf(analysis: TextAnalysis): Detail[] {
  const quoted = [...analysis.text.toLowerCase().matchAll(/["“]([^"”\n]+)["”]/gu)].map((m) => m[1]!);
  const pos = new Map<string, string>();
  for (const token of analysis.tokens) if (!pos.has(token.lower)) pos.set(token.lower, token.pos);
  const found: Detail[] = [];
  for (const phrase of detailsIn(analysis)) {
    // Quoted lines are read whole by quotedOf; a phrase from inside one is not a detail of its own.
    if (/^\d|[^\p{L}\p{N}' -]/u.test(phrase) || quoted.some((q) => q.includes(phrase))) continue;
    const words = phrase.split(' ');
    const text = words.join(' ');
    // Only a phrase that stands whole in their words: never "hour work week" of a "40-hour work week".
    if (!wholePhrase(analysis, text).whole) continue;
    // One word alone is too often a first name ("Sean") or a vague noun ("range") to open on.
    if (words.length < 2 || words.length > 4 || BROAD.has(text) || FUNCTION_WORDS.test(words[0]!)) continue;
    if (SET_PHRASES.has(text)) continue;
    // Words for a person ("science geek", "lead designer", "risk taker") describe the match, not a thing they have.
    if (PERSON.test(text) || /(.)\1\1/.test(text)) continue;
    // A nationality is not a detail to open on ("puerto rican", "italian food mex").
    if (words.some((w) => !common(w) && /(ian|ean|ese|ish|can)$/.test(w))) continue;
    // "great meal" is a meal, and "big bang theory" cut to "bang theory" is wrong: a vague word leaves it out.
    if (VAGUE.has(words[0]!) || VAGUE.has(words.at(-1)!) || LOOKS.test(text) || /\d/.test(text)) continue;
    // Written with capitals by the match ("Mount Tam"): a name as they wrote it.
    const written = new RegExp(`\\b${escapeRegExp(text)}\\b`, 'i').exec(analysis.text)?.[0];
    const name = written && /^(\p{Lu}\S*\s?)+$/u.test(written) && !/^\p{Lu}+$/u.test(written) ? written : asName(text);
    if (name) {
      found.push({ kind: nameKind(analysis.text, text), text: name });
      continue;
    }
    const unknown = words.filter((w) => !common(w) && !properCase(w));
    if (unknown.length) {
      // "cibo matto", "del tha funkee": every word unknown or a name; "hound hailey" has a common word.
      if (unknown.every(nameLike) && !words.some(common))
        found.push({ kind: nameKind(analysis.text, text), text: titleCase(text) });
      continue;
    }
    // "johnny depp": a common word before a surname is still a name.
    if (properCase(words.at(-1)!) && !NOT_NAME_LEAD.test(words.at(-1)!)) {
      found.push({ kind: nameKind(analysis.text, text), text: titleCase(text) });
      continue;
    }
    const lead = pos.get(words[0]!);
    if (lead === 'ADJ' && !CONCRETE_ADJ.has(words[0]!)) continue;
    const article = new RegExp(`\\b(?:the|a|an|my|our|this|that)\\s+(?:[\\p{L}-]+\\s+)?${escapeRegExp(text)}\\b`, 'iu');
    found.push({
      kind: 'thing',
      text: withNames(text),
      ...(article.test(analysis.text) ? { article: true as const } : {}),
    });
  }
  return found;
}

/**
 * A thin profile's other interests, said as written: the broad ones ("wine", "reading") and single words ("pizza")
 * that the specific details leave out. They make up a round of openers so none quotes one detail twice.
 */
function secondTierOf(text: string, analysis: TextAnalysis): Detail[] {
  return findInterests(text)
    .filter((i) => i.tag !== 'animals')
    .map((i) => i.phrase.toLowerCase())
    .filter((p) => p.length >= 4 && !TOO_VAGUE_TO_OPEN_ON.has(p) && !PERSON.test(p))
    .filter((p) => {
      const said = wholePhrase(analysis, p);
      return said.found && said.whole && saidAsBareNoun(analysis, p);
    })
    .map((p) => ({
      kind: PRACTICES.has(p) || p.endsWith('ing') ? ('activity' as const) : ('thing' as const),
      text: p,
    }));
}

/**
 * A one-word interest that goes bare into an opener: written as a noun ("learned to cook" is a verb) and not after
 * "a" or "an" ("a fancy restaurant" is one restaurant: "Restaurant on your profile" reads wrong).
 */
function saidAsBareNoun(analysis: TextAnalysis, phrase: string): boolean {
  if (phrase.includes(' ')) return true;
  const { tokens } = analysis;
  const at = tokens.findIndex((t) => t.lower === phrase);
  if (at < 0) return false;
  const counted = tokens.slice(Math.max(0, at - 2), at).some((t) => t.lower === 'a' || t.lower === 'an');
  // The whole noun, not the head of "animal shelter", "live jazz" or "stand-up comedy".
  const before = tokens[at - 1];
  const after = tokens[at + 1];
  const glued = (i: number) => tokens[i] && !tokens[i].before && /^[-‐]$/.test(tokens[i - 1]?.text ?? '');
  const modified =
    before &&
    (['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(before.pos) ||
      /[-‐]$/.test(before.text) ||
      glued(at - 1) ||
      // "love live jazz": a verb before the noun is one that takes it as its object, or it is part of the name.
      (before.pos === 'VERB' && !VERBS_BEFORE_AN_INTEREST.has(before.lemma)));
  const modifies =
    after &&
    (['NOUN', 'PROPN'].includes(after.pos) ||
      /^[-‐]/.test(after.text) ||
      (after.pos === 'ADJ' && ['NOUN', 'PROPN'].includes(tokens[at + 2]?.pos ?? '')));
  return ['NOUN', 'PROPN'].includes(tokens[at]!.pos) && !counted && !modified && !modifies;
}

/** A light stem, so "dance" and "dancing" are one word. */
const stem = (word: string) => word.replace(/(?:ing|es|s|e)$/, '');

/** Fewer details than this, and the thin profile's other interests are read too (secondTierOf). */
const ENOUGH_DETAILS = 3;

const RANK: Record<DetailKind, number> = {
  pet: 0,
  story: 1,
  title: 2,
  quote: 3,
  place: 4,
  name: 5,
  activity: 6,
  thing: 7,
};

export function extractDetails(text: string): MatchDetails {
  const name = NAME_PATTERNS.map((p) => p.exec(text)?.[1]).find((n) => n && !NOT_NAMES.has(n)) ?? null;
  const analysis = analyse(text);
  const pet = petOf(text);
  const candidates = [
    ...(pet ? [pet] : []),
    ...storiesOf(analysis),
    ...quotedOf(text),
    ...placesOf(text, analysis),
    ...activitiesOf(text, analysis),
    ...phrasesOf(analysis),
  ].sort((a, b) => RANK[a.kind] - RANK[b.kind]);
  const details: Detail[] = [];
  const seen = new Set<string>();
  const add = (detail: Detail) => {
    const key = detail.text.toLowerCase();
    // One detail per thing: "Biscuit" the pet is not also a name, "trail running" not also "trail".
    const words = key.split(' ');
    if ([...seen].some((s) => s.includes(key) || words.every((w) => s.split(' ').includes(w)))) return;
    // Nor two details on one word ("roller derby", "derby name"): a round would quote it twice.
    const stems = [...seen].flatMap((s) => s.split(' ').map(stem));
    if (words.some((w) => w.length >= 4 && stems.includes(stem(w)))) return;
    if (name && key === name.toLowerCase()) return;
    if (pet?.animal && detail !== pet && words.includes(pet.animal)) return;
    seen.add(key);
    details.push(detail);
  };
  for (const detail of candidates) if (details.length < MAX_DETAILS) add(detail);
  if (details.length < ENOUGH_DETAILS)
    for (const detail of secondTierOf(text, analysis)) if (details.length < ENOUGH_DETAILS) add(detail);
  return { name, details };
}
