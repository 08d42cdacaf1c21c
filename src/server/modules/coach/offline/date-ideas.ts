import type { Budget, DateIdea, DateIdeasResponse, GenerateDateIdeasRequest } from '../../../../shared/schemas/coach';
import { budgets } from '../../../../shared/schemas/coach';
import type { CoachPreferences } from '../engine';
import type { CatalogueIdea, InterestTag } from './catalogue-types';
import { dateIdeasCatalogue } from './date-ideas-catalogue';
import { readInterests, verbStems, type InterestReading } from './interests/interest-kinds';
import { capitalise } from './language/tidy';
import { localColour } from './local-colour-ideas';
import { escapeRegExp, interestTagsByMeaning } from './lexicon';
import { placeHas, type PlaceFacts } from './place-facts';
import { BUYS_DRINKS, ideaTemplates, kindTags, type IdeaTemplate } from './rules/date-ideas.rules';
import { hashNumber } from './seeded';

/**
 * The offline Date Ideas (decisions 0018, 0058): start from the interests asked for. Each interest gets its kind of
 * date through WordNet (interests/interest-kinds.ts); the ideas are those of that kind (catalogue ideas that name the
 * interest, then ideas built from it by the rule file's templates, then catalogue ideas of its kind), then general
 * ones. Every idea is within the budget, of the activity type and true of the place (no water sports without water).
 */

const IDEAS_PER_ROUND = 6;

/** An idea with why it was chosen, so the rule behind it can be reported. */
interface Candidate {
  idea: CatalogueIdea;
  /** The interests it serves (indexes into the readings). */
  serves: number[];
  /** How closely, per interest: 3 names it in the title, 2 built from it or in the description, 1 of its kind. */
  fit: number[];
  /** "date-ideas/names-interest:<id>", "date-templates/<template>", ... */
  rule: string;
  score: number;
}

/** The town as a sentence names it: "Cape Town" of "Cape Town, South Africa" (the idea's location keeps it all). */
function withCity(text: string, city: string): string {
  return text.replaceAll('{city}', city.split(',')[0]!.trim() || 'town');
}

function toIdea(idea: CatalogueIdea, city: string): DateIdea {
  return {
    title: idea.title,
    description: withCity(idea.description, city),
    budget: idea.budget,
    duration: idea.duration,
    category: idea.category,
    location: city,
  };
}

/** The chosen budget and every cheaper one, as far as the request allows. */
function affordable(budget: Budget): Budget[] {
  return budgets.slice(0, budgets.indexOf(budget) + 1);
}

/** One step cheaper than the chosen budget fits better than two. */
function budgetFit(price: Budget, chosen: Budget): number {
  const steps = budgets.indexOf(chosen) - budgets.indexOf(price);
  return steps === 0 ? 3 : steps === 1 ? 1 : 0;
}

/** Two ideas at the chosen budget for every cheaper one, so a "$$$" request is not answered with free ideas. */
function mostlyAtBudget<T extends { idea: CatalogueIdea }>(ranked: T[], budget: Budget): T[] {
  const at = ranked.filter(({ idea }) => idea.budget === budget);
  const cheaper = ranked.filter(({ idea }) => idea.budget !== budget);
  const mixed: T[] = [];
  while (at.length || cheaper.length) {
    mixed.push(...at.splice(0, 2));
    mixed.push(...cheaper.splice(0, 1));
  }
  return mixed;
}

/** Names people type for a whole country, when they give no town. */
const COUNTRY_NAMES: Record<string, string> = {
  india: 'IN',
  canada: 'CA',
  australia: 'AU',
  uk: 'GB',
  'united kingdom': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
};

/** Ideas of the marketed cities and countries for the place typed: the city's by its names, the country's by the town's country. */
export function localIdeasFor(location: string, place: PlaceFacts | null): CatalogueIdea[] {
  const typed = location.split(',')[0]!.trim().toLowerCase();
  const country = COUNTRY_NAMES[typed] ?? place?.country;
  return localColour
    .filter((local) => (local.cityNames.length ? local.cityNames.includes(typed) : local.country === country))
    .flatMap((local) => local.ideas);
}

/** A local idea outranks a catalogue one with the same fit. */
const LOCAL_BONUS = 6;

/** The template's words filled with the interest; `{city}` is left for toIdea. */
function fill(text: string, reading: InterestReading): string {
  return text
    .replace(/^\{Interest\}/, capitalise(reading.interest))
    .replace(/^\{Topic\}/, capitalise(reading.topic))
    .replace(/^\{Thing\}/, capitalise(reading.thing))
    .replaceAll('{interest}', reading.interest)
    .replaceAll('{thing}', reading.thing)
    .replaceAll('{topic}', reading.topic);
}

function built(template: IdeaTemplate, reading: InterestReading): CatalogueIdea {
  return {
    id: `${template.id}:${reading.interest}`,
    title: withArticles(capitalise(fill(template.title, reading))),
    description: withArticles(fill(template.description, reading)),
    budget: template.budget,
    activityTypes: template.activityTypes,
    duration: template.duration,
    category: template.category as CatalogueIdea['category'],
    interests: [...kindTags[reading.kind!]],
    firstDate: true,
    needs: template.needs,
  };
}

function templatesFor(reading: InterestReading, place: PlaceFacts | null): IdeaTemplate[] {
  return ideaTemplates.filter(
    (template) =>
      (template.kind === reading.kind || template.kind === reading.dishKind) &&
      (!template.onlyVia || (reading.via !== null && new RegExp(template.onlyVia, 'u').test(reading.via))) &&
      (!template.onlyTopic || reading.topical) &&
      // "bouldering" is a doing word to a reader even where WordNet knows no verb behind it.
      (!template.onlyIng || reading.ing || /\p{L}{3}ing$/u.test(reading.interest)) &&
      (!template.whereLacking || (place !== null && !placeHas(place, [template.whereLacking]))) &&
      !(template.unlessInterest && new RegExp(template.unlessInterest, 'u').test(reading.interest)) &&
      (!template.onlyInterest || new RegExp(template.onlyInterest, 'u').test(reading.interest)),
  );
}

/** The interest's own words, whole or with an ending ("sail" in "Sailing clubs", "dumpling"; not "sea" in "season"). */
function namesInterest(reading: InterestReading): RegExp {
  // Whole phrases only: "game" alone would find "a few games of pool" for "board games".
  const words = [reading.thing, reading.topic, reading.interest, ...reading.synonyms]
    .flatMap((word) => [word, word.replace(/(ing|s|es)$/, ''), ...(/ing$/.test(word) ? verbStems(word) : [])])
    .filter((word) => word.length >= 3);
  const stems = [...new Set(words)].map(escapeRegExp).join('|');
  return new RegExp(`\\b(?:${stems})(?:s|es|e|ing|ed|er|ers)?\\b`, 'iu');
}

/** The words of a title that say where or how, not what: "cafe" of "Board game cafe". */
const venueWords = (title: string): string[] =>
  title
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .match(/\b(?:cafe|bar|class|lesson|workshop|crawl|tasting|night|session|walk|park|screening|match)\b/g) ?? [];

/** "a archery" → "an archery", after a template is filled. */
const withArticles = (text: string) => text.replace(/\b([Aa]) (?=[aeiou])/g, '$1n ');

export function generateDateIdeasOffline(
  request: GenerateDateIdeasRequest,
  preferences: CoachPreferences | null,
  place: PlaceFacts | null = null,
  onRule?: (rule: string) => void,
): DateIdeasResponse {
  const { interests, budget, location, activityType, round } = request;
  // Every interest named counts, with or without a kind: "escape rooms" has none, but an idea can still name it.
  const readings = readInterests(interests);
  for (const reading of readings) if (reading.rule) onRule?.(reading.rule);
  // The lexicon's tags still count: it knows a few words WordNet reads otherwise, and the profile's interests.
  const typed = new Set<InterestTag>([
    ...readings.flatMap((reading) => (reading.kind ? kindTags[reading.kind] : [])),
    ...interestTagsByMeaning(interests),
  ]);
  const wanted = new Set([...typed, ...interestTagsByMeaning((preferences?.interests ?? []).join(', '))]);
  const specific = readings.length > 0;
  const inBudget = affordable(budget);
  const firstDates = preferences?.datingGoal === 'confidence' || !specific;
  // A free date is free all through: no coffee after, no round at the bar.
  const drinkless = (idea: CatalogueIdea) =>
    budget !== 'free' || !BUYS_DRINKS.test(`${idea.title} ${idea.description}`);
  const fits = (idea: CatalogueIdea) =>
    idea.activityTypes.includes(activityType) &&
    inBudget.includes(idea.budget) &&
    placeHas(place, idea.needs) &&
    drinkless(idea);
  const tieBreak = (id: string) => (hashNumber(interests, budget, activityType, id) % 1000) / 1000;

  // A reading's tags: its kind's, narrowed by the lexicon where it knows the word ("wine" is wine, not coffee).
  const tagsOf = readings.map((reading) => {
    const all = reading.kind ? kindTags[reading.kind] : [];
    const named = interestTagsByMeaning(reading.interest).filter((tag) => all.includes(tag));
    return named.length ? named : all;
  });
  const local = localIdeasFor(location, place);
  const mentions = readings.map(namesInterest);
  const candidates: Candidate[] = [...local, ...dateIdeasCatalogue].filter(fits).map((idea) => {
    const named = readings.flatMap((_, i) => (mentions[i]!.test(idea.title) ? [i] : []));
    // Named only in passing ("plenty of running" in a kite day) is weaker than in the title.
    const mentioned = readings.flatMap((_, i) =>
      mentions[i]!.test(idea.description) && !named.includes(i) ? [i] : [],
    );
    const ofKind = readings.flatMap((_, i) => (idea.interests.some((tag) => tagsOf[i]!.includes(tag)) ? [i] : []));
    const score =
      named.length * 20 +
      mentioned.length * 8 +
      idea.interests.filter((tag) => typed.has(tag)).length * 6 +
      idea.interests.filter((tag) => wanted.has(tag)).length * 2 +
      budgetFit(idea.budget, budget) * 3 +
      (firstDates && idea.firstDate ? 2 : 0) +
      (local.includes(idea) ? LOCAL_BONUS : 0) +
      tieBreak(idea.id);
    const reason = named.length
      ? 'names-interest'
      : mentioned.length
        ? 'mentions-interest'
        : ofKind.length
          ? 'kind-of-interest'
          : 'general';
    const serves = [...new Set([...named, ...mentioned, ...ofKind])];
    const fit = readings.map((_, i) =>
      named.includes(i) ? 3 : mentioned.includes(i) ? 2 : ofKind.includes(i) ? 1 : 0,
    );
    return { idea, serves, fit, rule: `date-ideas/${reason}:${idea.id}`, score };
  });
  // Ideas built from an interest, after any catalogue idea that already names it (no "Board game cafe" twice).
  const used = new Set<string>();
  readings.forEach((reading, i) => {
    for (const template of templatesFor(reading, place)) {
      // One trip away per request: two day trips to the coast would be one plan.
      if (template.whereLacking && used.has(template.id)) continue;
      const idea = built(template, reading);
      const twin = candidates.some(
        (c) => c.fit[i] === 3 && venueWords(c.idea.title).some((word) => venueWords(idea.title).includes(word)),
      );

      if (!fits(idea) || twin) continue;
      used.add(template.id);
      candidates.push({
        idea,
        serves: [i],
        fit: readings.map((_, j) => (j === i ? 2.5 : 0)),
        rule: `date-templates/${template.id}`,
        score: 18 + budgetFit(idea.budget, budget) * 3 + tieBreak(idea.id),
      });
    }
  });

  const ranked = candidates.sort((a, b) => b.score - a.score);
  const onInterest = ranked.filter((c) => c.serves.length);
  // When the interests run out, general ideas of the same sort as theirs first (adventure after a kitesurfing lesson).
  const categories = new Set(onInterest.filter((c) => Math.max(...c.fit) >= 2).map((c) => c.idea.category));
  const general = mostlyAtBudget(
    ranked
      .filter((c) => !c.serves.length)
      .map((c) => ({ ...c, score: c.score + (categories.has(c.idea.category) ? 4 : 0) }))
      .sort((a, b) => b.score - a.score),
    budget,
  );
  // The ideas that name an interest or are built from it first, then those only of its kind; each interest in turn
  // gets its best idea not yet taken, so two interests both show in the first round.
  const strength = (c: Candidate) => Math.max(0, ...c.fit);
  const inTurns = (pool: Candidate[]) => {
    const turns: Candidate[] = [];
    for (let turn = 0; turns.length < pool.length; turn += 1) {
      const reading = turn % readings.length;
      const next =
        pool
          .filter((c) => !turns.includes(c) && c.serves.includes(reading))
          .sort((a, b) => b.fit[reading]! - a.fit[reading]! || b.score - a.score)[0] ??
        (reading === readings.length - 1 ? pool.find((c) => !turns.includes(c)) : undefined);
      if (next) turns.push(next);
    }
    return turns;
  };
  const strong = onInterest.filter((c) => strength(c) >= 2);
  const ordered = [...inTurns(strong), ...inTurns(onInterest.filter((c) => strength(c) < 2))];
  // When unsure, say less: the first round has at most one idea off the interests for every two on them (3 at least).
  const firstRound = specific
    ? Math.min(IDEAS_PER_ROUND, Math.max(3, Math.floor(strong.length * 1.5)))
    : IDEAS_PER_ROUND;

  // Ideas on the interests first, while there are any (a zoo is no answer to "kitesurfing"), then good general ideas;
  // at least half at the budget, so an idea only of the interest's broad kind yields to one at the budget.
  const mixed: Candidate[] = [];
  const atBudget = (c: Candidate) => c.idea.budget === budget;
  for (let size = firstRound; ordered.length || general.length; size = IDEAS_PER_ROUND) {
    const chunk = ordered.splice(0, size);
    chunk.push(...general.splice(0, size - chunk.length));
    while (chunk.filter(atBudget).length < Math.ceil(chunk.length / 2)) {
      // The cheaper idea least on the interests gives way to the next at the budget, on them if there is one.
      const victim = chunk
        .map((c, i) => ({ i, fit: strength(c) }))
        .filter(({ i }) => !atBudget(chunk[i]!))
        .sort((a, b) => a.fit - b.fit || b.i - a.i)[0];
      const from = ordered.some(atBudget) ? ordered : general;
      const swap = from.findIndex(atBudget);
      if (!victim || swap < 0) break;
      const replacement = from.splice(swap, 1)[0]!;
      ordered.unshift(chunk[victim.i]!);
      chunk[victim.i] = replacement;
    }
    mixed.push(...chunk);
  }

  // Round 0 is the first chunk; "Generate More" pages on six at a time, round the list again when it runs out.
  const size = round === 0 ? Math.min(firstRound, mixed.length) : Math.min(IDEAS_PER_ROUND, mixed.length);
  const start = round === 0 ? 0 : (firstRound + (round - 1) * IDEAS_PER_ROUND) % Math.max(mixed.length, 1);
  const window = [...mixed, ...mixed].slice(start, start + size);
  for (const { rule } of window) onRule?.(rule);
  return { dateIdeas: window.map(({ idea }) => toIdea(idea, location)) };
}
