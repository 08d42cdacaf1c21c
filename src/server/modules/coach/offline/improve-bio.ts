import type { CoachPreferences } from '../engine';
import type { InterestTag } from './catalogue-types';
import { escapeRegExp, findInterests } from './lexicon';
import { tidySentence, tidyTokens } from './language/tidy';
import { bioFeatures, characters, clichesIn, demandsIn, negativesIn, type BioFeatures } from './profile-features';
import { scoreBio, scoreFeatures } from './profile-rubric';

/**
 * The improved bio: the user's own sentences, most alive first, without clichés, negative or demanding lines and
 * filler, in clean written English (tidy.ts), 150-400 characters where the bio has that much, ending with a
 * question drawn from what the user wrote. It adds no fact (a question claims nothing) and never a placeholder:
 * what is missing belongs in a suggestion.
 */

const TARGET = { min: 150, max: 400 };

/** Questions for a bio's interests: each stands on its own, so no keyword is dropped into a frame. */
const QUESTIONS: Partial<Record<InterestTag, string>> = {
  music: "What's the last song you had on repeat?",
  travel: "Where's the next place on your list?",
  fitness: "What's your favourite way to work up a sweat?",
  food: "What's the best thing you've eaten this year?",
  cooking: "What's the dish you'd cook to impress me?",
  nature: "What's the best trail you've ever done?",
  animals: 'Dog person, cat person, or both?',
  coffee: "Where's your go-to coffee spot?",
  books: "What's the last book you couldn't put down?",
  movies: 'What film could you rewatch forever?',
  art: 'Which exhibition should we argue about?',
  games: 'Gracious loser or sore winner?',
  sports: 'Which team has your heart, and why?',
  dancing: 'Would you dance badly with me or judge from the side?',
  photography: "What's the best photo you've ever taken?",
  gaming: "What's the game you'd recommend to anyone?",
  water: 'Beach, lake or pool: where are you happiest?',
  wine: "What's the best bottle you've had for under $20?",
  beer: "What's the best taproom you've found?",
  science: "What's the last fact that blew your mind?",
  comedy: "What's the last thing that made you cry laughing?",
  theatre: "What's the best show you've seen live?",
};
const FALLBACK_QUESTION = "What's the best thing you did last weekend?";

/** Lines about the site or the bio itself, which a rewrite drops. */
const META =
  /\b(okc|ok ?cupid|online dating|dating sites?|this (site|profile|thing|essay)|my profile|fill (this|me) out|write about myself|bad at (this|these)|not good at (this|these)|self[- ]summar\w*|inbox|opening messages?|message me|what to (write|say))\b/i;

/** Splits clauses and keeps the separators (odd indexes). */
const CLAUSE_SEPARATOR = /(\s*[,;]\s*|\s+(?:and|&|but)\s+)/i;
const CLICHE_MARK = '\u0000';
const EMOJI = /\p{Extended_Pictographic}/gu;

/** A sentence without its cliché clauses (keeping the user's own separators), or null when nothing remains. */
function withoutCliches(sentence: string): string | null {
  const found = clichesIn(sentence);
  if (found.length === 0) return sentence;
  // Mark each cliché first: some contain a comma or "and" themselves ("work hard, play hard").
  let marked = sentence.replace(/[’]/g, "'");
  for (const cliche of found) marked = marked.replace(new RegExp(escapeRegExp(cliche), 'gi'), CLICHE_MARK);
  const parts = marked.replace(/[.!]+$/, '').split(CLAUSE_SEPARATOR);
  let rebuilt = '';
  for (let i = 0; i < parts.length; i += 2) {
    const clause = parts[i]!.trim();
    // A clause of one or two words left behind ("Also", "dog") is a fragment, not a sentence part.
    if (!clause || clause.includes(CLICHE_MARK) || clause.split(/\s+/).length < 3) continue;
    rebuilt = rebuilt ? `${rebuilt}${parts[i - 1] ?? ', '}${clause}` : clause;
  }
  return rebuilt || null;
}

/** Keeps the first two emoji of the whole bio. */
function limitEmoji(text: string): string {
  let seen = 0;
  return text.replace(EMOJI, (e) => (++seen <= 2 ? e : '')).replace(/\s{2,}/g, ' ');
}

interface Candidate {
  text: string;
  index: number;
  /** Concrete things, first-person doing, numbers and asides in it, less its generic words. */
  life: number;
}

function candidatesOf(features: BioFeatures): Candidate[] {
  const concrete = new Set(features.concreteNouns);
  const generic = new Set(features.genericWords);
  return features.analysis.sentences.flatMap((sentence, index): Candidate[] => {
    if (negativesIn(sentence.text).length || META.test(sentence.text) || demandsIn(sentence.text).length) return [];
    const kept = withoutCliches(sentence.text);
    // Untouched sentences are tidied from the tokens already read; a sentence that lost a clause is read again.
    const text =
      kept === sentence.text ? limitEmoji(tidyTokens(sentence.tokens)) : kept ? tidySentence(limitEmoji(kept)) : '';
    const words = sentence.tokens.filter((t) => t.kind === 'word');
    const things = new Set(sentence.tokens.filter((t) => concrete.has(t.lemma)).map((t) => t.lemma)).size;
    // A sentence the splitter cut inside brackets or quotes would read broken on its own.
    // A sentence that starts mid-thought ("who happens to be...") needs the one before it.
    if (!text || (words.length < 4 && things === 0) || !balanced(text) || /^(who|which|whom|whose)\b/i.test(text))
      return [];
    const lower = sentence.text.toLowerCase();
    const doing = features.actions.some((action) => lower.includes(action.toLowerCase()));
    const life =
      things +
      (doing ? 1 : 0) +
      (sentence.tokens.some((t) => t.pos === 'NUM') ? 1 : 0) +
      (/\(/.test(sentence.text) ? 1 : 0) -
      0.5 * words.filter((t) => generic.has(t.lower)).length;
    return [{ text, index, life }];
  });
}

function balanced(text: string): boolean {
  return (
    (text.match(/\(/g) ?? []).length === (text.match(/\)/g) ?? []).length &&
    (text.match(/["“”]/g) ?? []).length % 2 === 0
  );
}

/** A sentence longer than the room, cut after whole clauses (never inside brackets or quotes). */
function shorten(text: string, room: number): string {
  if (characters(text) <= room) return text;
  const clauses = text.replace(/[.!?]$/, '').split(/(?<=[,;])\s+/);
  let kept = '';
  for (const clause of clauses) {
    const next = kept ? `${kept} ${clause}` : clause;
    if (characters(next) + 1 > room) break;
    kept = next;
  }
  const whole = kept.replace(/[,;]$/, '');
  if (whole && balanced(whole)) return `${whole}.`;
  // No clause fits: cut at a word, outside any brackets or quotes.
  const words = text.split(/\s+/);
  let cut = '';
  for (const word of words) {
    const next = cut ? `${cut} ${word}` : word;
    if (characters(next) + 1 > room) break;
    cut = next;
  }
  while (cut && !balanced(cut)) cut = cut.split(' ').slice(0, -1).join(' ');
  return cut ? `${cut.replace(/[,;:]$/, '')}…` : '';
}

function questionFor(text: string, bio: string, preferences: CoachPreferences | null): string {
  const mentions = [
    ...findInterests(text),
    ...findInterests(bio),
    ...(preferences?.interests ?? []).flatMap((i) => findInterests(i)),
  ];
  for (const { tag } of mentions) if (QUESTIONS[tag]) return QUESTIONS[tag];
  return FALLBACK_QUESTION;
}

/** A sentence that leans on the one before it ("But only when...") cannot open the bio. */
const CONTINUES = /^(but|and|or|so|because|which|also|then|plus)\b/i;
/** A bio written as a list ("- mover. - shaker.") keeps its order: moving a line breaks the list. */
const LIST_MARKERS = /(^|\s)[-•*]\s/g;

export function improveBio(bio: string, preferences: CoachPreferences | null, features = bioFeatures(bio)): string {
  const candidates = candidatesOf(features);
  const isList = (bio.match(LIST_MARKERS) ?? []).length >= 3;
  const lead = isList
    ? candidates[0]
    : candidates
        .filter((c) => !CONTINUES.test(c.text))
        .reduce<Candidate | undefined>((best, c) => (!best || c.life > best.life ? c : best), undefined);
  // The liveliest lines are chosen first; the chosen ones then follow the lead in the user's own order.
  const byLife = [...candidates].sort((a, b) => b.life - a.life || a.index - b.index);
  const ordered = lead ? [lead, ...byLife.filter((c) => c !== lead)] : [];
  const hasQuestion = ordered.some((c) => c.text.includes('?'));
  const chosen: Candidate[] = [];
  let length = 0;
  for (const candidate of ordered) {
    // Past the minimum, only lines with something in them earn their place.
    if (length >= TARGET.min && candidate.life <= 0) continue;
    const room = TARGET.max - length - (length ? 1 : 0) - (hasQuestion ? 0 : characters(FALLBACK_QUESTION) + 1);
    const text = chosen.length === 0 ? shorten(candidate.text, room) : candidate.text;
    if (!text || characters(text) > room) continue;
    chosen.push({ ...candidate, text });
    length += characters(text) + (length ? 1 : 0);
  }
  const kept = [chosen[0], ...chosen.slice(1).sort((a, b) => a.index - b.index)].flatMap((c) => (c ? [c.text] : []));
  // Nothing worth keeping on its own ("hey"): the user's words, tidied, are still the start; a bio made only of
  // clichés and complaints leaves nothing, and the question alone stands in (the suggestions say what to add).
  // Read again only when needed: tidying a sentence that lost its clichés analyses it anew.
  const fallback = () =>
    features.analysis.sentences
      .filter((sentence) => negativesIn(sentence.text).length === 0)
      .map((sentence) => withoutCliches(sentence.text))
      .map((sentence) => (sentence ? tidySentence(sentence) : ''));
  const body =
    kept.join(' ') ||
    shorten((candidates.length ? candidates.map((c) => c.text) : fallback()).filter(Boolean).join(' '), TARGET.max);
  const question = body.includes('?') ? '' : questionFor(body, bio, preferences);
  const improved = [body, question].filter(Boolean).join(' ');

  // A short bio the rewrite would score lower keeps all of its own lines, tidied.
  const original = bio.trim();
  if (characters(original) <= TARGET.max && scoreBio(improved).score < scoreFeatures(features).score) {
    const all = candidates.map((c) => c.text).join(' ');
    return [all, all.includes('?') ? '' : questionFor(all, bio, preferences)].filter(Boolean).join(' ');
  }
  return improved;
}
