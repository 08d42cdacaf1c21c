import { compileRules } from '../rules/matcher';
import {
  dishKinds,
  everydaySenses,
  interestKindRules,
  kindOnlyIn,
  leadingFillers,
  mediaWords,
  spellings,
  kindOfTag,
  topicLexFiles,
  vagueWords,
  verbsBeforeADish,
  type InterestKind,
} from '../rules/date-ideas.rules';
import { interestTagsByMeaning } from '../lexicon';
import { sensesOf, synsetAt, withAncestors, type PartOfSpeech } from './wordnet';

/**
 * What kind of date an interest asks for, read through WordNet (decision 0058): "kitesurfing" is not in it, but
 * "surfing" is, and its hypernym is "water_sport"; "dumplings" is "dumpling", a kind of pasta, a kind of food.
 */

export interface InterestReading {
  /** The interest as typed, tidied ("true crime podcasts"). */
  interest: string;
  /** Its singular, for use before a noun ("board game" café). */
  thing: string;
  /** What it is about ("true crime"; "music" of "live music"). */
  topic: string;
  /** Typed as an -ing form ("hiking"): "go {interest}" reads well. */
  ing: boolean;
  kind: InterestKind | null;
  /** The rule that named the kind ("date-interest-kinds/water-sport", "date-interest-kinds/everyday:salsa"). */
  rule: string | null;
  /** The WordNet lemma that carried it ("water_sport"), for the decision's trace. */
  via: string | null;
  /** Other words for the interest itself, from its synset ("wine" for "vino"): an idea naming one names it. */
  synonyms: string[];
  /** A subject one can give a talk on ("astronomy"), not a thing or a time ("sunsets"); true when WordNet lacks it. */
  topical: boolean;
  /** Typed with a verb before a dish ("cooking thai food"): the dish's own kind, whose ideas fit too. */
  dishKind?: InterestKind;
}

const kindRules = compileRules('date-interest-kinds', interestKindRules);

/** How far up the hypernyms to look: far enough for "dumpling > pasta > food", short of "act" and "entity". */
const DEPTH = 6;
/** Senses tried per word, most frequent first: rarer ones ("chess", a grass) rarely name a kind anyway. */
const SENSES = 5;

interface Found {
  kind: InterestKind;
  rule: string;
  via: string;
  synonyms: string[];
}

function kindOfSenses(offsets: number[], pos: PartOfSpeech): Found | null {
  for (const offset of offsets.slice(0, SENSES)) {
    const [sense, ...ancestors] = withAncestors(offset, DEPTH, pos);
    for (const synset of [sense!, ...ancestors]) {
      const match = kindRules.first(synset.lemmas.join(' '));
      // A kind only some senses give: "reading" as a clock's reading is no story ("sunset" is an hour).
      const allowed = match ? kindOnlyIn[match.then] : undefined;
      if (match && allowed && !allowed.includes(synset.lexFile)) continue;
      if (match) {
        const synonyms = pos === 'noun' ? sense!.lemmas.map((lemma) => lemma.replaceAll('_', ' ')) : [];
        return { kind: match.then, rule: match.rule, via: synset.lemmas[0]!, synonyms };
      }
    }
  }
  return null;
}

/** Dictionary forms to try: as typed, then without a plural ending. */
function forms(word: string): string[] {
  return [
    ...new Set([
      word,
      word.replace(/ies$/, 'y'),
      word.replace(/(ch|sh|ss|x)es$/, '$1'),
      word.replace(/zzes$/, 'z'),
      word.replace(/s$/, ''),
    ]),
  ];
}

/** Verb stems of an -ing form: "kayaking" → kayak, "dancing" → dance, "jogging" → jog. */
export function verbStems(word: string): string[] {
  if (!word.endsWith('ing') || word.length < 6) return [];
  const stem = word.slice(0, -3);
  return [stem, `${stem}e`, stem.replace(/(.)\1$/, '$1')];
}

function kindOfWord(word: string): Found | null {
  for (const form of forms(word)) {
    const everyday = everydaySenses[form];
    if (everyday) return { kind: everyday, rule: `date-interest-kinds/everyday:${form}`, via: form, synonyms: [] };
    const found = kindOfSenses(sensesOf(form), 'noun');
    if (found) return found;
  }
  for (const stem of verbStems(word)) {
    const found = kindOfSenses(sensesOf(stem, 'verb'), 'verb');
    if (found) return found;
  }
  return null;
}

/**
 * A word WordNet lacks may join two it has: "kitesurfing" is kite + surfing, "birdwatching" bird + watching. Both
 * halves must be words ("account" + "ant" is not a split of "accountant"); the second names the thing, so it is
 * read first.
 */
function kindOfCompound(word: string): Found | null {
  if (word.includes('_') || word.length < 7) return null;
  const isWord = (part: string) =>
    forms(part).some(
      (form) => sensesOf(form).length > 0 || verbStems(form).some((stem) => sensesOf(stem, 'verb').length > 0),
    );
  for (let cut = 3; cut <= word.length - 4; cut += 1) {
    const [first, second] = [word.slice(0, cut), word.slice(cut)];
    if (!isWord(first) || !isWord(second)) continue;
    const found = kindOfWord(second) ?? kindOfWord(first);
    if (found) return found;
  }
  return null;
}

/** The kind of a phrase: the whole ("board game"), then its head and the words before it ("crime podcast", "podcast"). */
function kindOfPhrase(words: string[]): Found | null {
  for (let start = 0; start < words.length; start += 1) {
    const found = kindOfWord(words.slice(start).join('_'));
    if (found) return found;
  }
  const head = words.at(-1);
  if (head) {
    const found = kindOfCompound(head);
    if (found) return found;
  }
  // A modifier may carry the meaning when the head does not ("sushi night", "jazz bar").
  for (const word of words.slice(0, -1).reverse()) {
    const found = kindOfWord(word);
    if (found) return found;
  }
  return null;
}

/** The interests of a request, split at commas and "and", fillers and vague words set aside. */
export function splitInterests(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(new RegExp(`\\b(?:${Object.keys(spellings).join('|')})\\b`, 'g'), (typed) => spellings[typed] ?? typed)
    .split(/[,;/&+\n.!?]|\b(?:and|or|plus|with|also|but)\b/)
    .map((part) => {
      let phrase = part
        .replace(/[^\p{L}\p{N}' -]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      for (let previous = ''; previous !== phrase;) {
        previous = phrase;
        phrase = phrase.replace(leadingFillers, '').trim();
      }
      return phrase
        .split(' ')
        .filter((word) => !vagueWords.test(word))
        .join(' ');
    })
    .filter((phrase) => phrase.length >= 2 && !vagueWords.test(phrase));
}

function singularPhrase(words: string[]): string {
  const head = words.at(-1)!;
  const singular = forms(head).find((form) => form !== head && sensesOf(form).length > 0) ?? head;
  return [...words.slice(0, -1), singular].join(' ');
}

/** The lexicon's word lists, for what WordNet 3.1 lacks or reads otherwise ("vinyl", "pho"). */
function kindOfLexicon(interest: string): Found | null {
  for (const tag of interestTagsByMeaning(interest)) {
    const kind = kindOfTag[tag];
    if (kind) return { kind, rule: `date-interest-kinds/lexicon:${tag}`, via: tag, synonyms: [] };
  }
  return null;
}

/** An -ing form of a verb, or a compound ending in one ("kitesurfing": surf). */
function isIng(word: string): boolean {
  for (let cut = 0; cut <= word.length - 6; cut += 1)
    if (verbStems(word.slice(cut)).some((stem) => sensesOf(stem, 'verb').length > 0)) return true;
  return false;
}

/** Whether the interest's head noun has a sense that is a subject (topicLexFiles); unknown words count as one. */
function isTopical(words: string[]): boolean {
  for (let start = 0; start < words.length; start += 1) {
    const senses = forms(words.slice(start).join('_')).flatMap((form) => sensesOf(form));
    if (senses.length) return senses.slice(0, SENSES).some((offset) => topicLexFiles.has(synsetAt(offset).lexFile));
  }
  return true;
}

/** "cooking thai food" → the dish "thai food", of the kind cooking; null when the first word is no such verb. */
function withoutDishVerb(typed: string): { interest: string; found: Found; dishKind: InterestKind } | null {
  const [verb, ...rest] = typed.split(' ');
  if (!verb || !rest.length || !(verb in verbsBeforeADish)) return null;
  const found = kindOfPhrase(rest) ?? kindOfLexicon(rest.join(' '));
  if (!found || !dishKinds.includes(found.kind)) return null;
  const kind = verbsBeforeADish[verb] ?? found.kind;
  return {
    interest: rest.join(' '),
    found: { ...found, kind, rule: `${found.rule}|dish-verb:${verb}` },
    dishKind: found.kind,
  };
}

/** Each interest of the request with its kind of date (null when WordNet and the everyday senses do not say). */
export function readInterests(text: string): InterestReading[] {
  return splitInterests(text).map((typed) => {
    const dish = withoutDishVerb(typed);
    const interest = dish?.interest ?? typed;
    const words = interest.split(' ');
    const found = dish?.found ?? kindOfPhrase(words) ?? kindOfLexicon(interest);
    const topic = interest.replace(/^live\s+/, '').replace(mediaWords, '') || interest;
    return {
      interest,
      thing: singularPhrase(words),
      topic,
      ing: isIng(words.at(-1)!),
      kind: found?.kind ?? null,
      rule: found?.rule ?? null,
      via: found?.via ?? null,
      // Only a whole-phrase sense: "surfing" is not another word for "kitesurfing".
      synonyms: found && found.synonyms.includes(words.join(' ')) ? found.synonyms : [],
      topical: isTopical(words),
      ...(dish ? { dishKind: dish.dishKind } : {}),
    };
  });
}
