import type { Budget, DateIdea, DateIdeasResponse, GenerateDateIdeasRequest } from '../../../../shared/schemas/coach';
import { budgets } from '../../../../shared/schemas/coach';
import type { CoachPreferences } from '../engine';
import type { CatalogueIdea } from './catalogue-types';
import { dateIdeasCatalogue } from './date-ideas-catalogue';
import { localColour } from './local-colour-ideas';
import { interestTagsByMeaning } from './lexicon';
import { placeHas, type PlaceFacts } from './place-facts';
import { hashNumber } from './seeded';

/**
 * The local Date Ideas: the curated catalogue filtered by activity type,
 * budget (the chosen budget first, then cheaper ones) and what the place has
 * (no ferry where there is no water, no comedy club in a small town), ranked
 * by how many of the user's interests an idea shares, personalised with the city.
 */

const IDEAS_PER_ROUND = 6;

function withCity(text: string, city: string): string {
  return text.replaceAll('{city}', city || 'town');
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

/**
 * Mostly at the chosen budget: two ideas at it for every cheaper one, each group in its own ranking, so a "$$$"
 * request is not answered with free ideas that share a keyword, and a cheaper idea that fits the interests still
 * gets a place.
 */
function mostlyAtBudget(ranked: CatalogueIdea[], budget: Budget): CatalogueIdea[] {
  const at = ranked.filter((idea) => idea.budget === budget);
  const cheaper = ranked.filter((idea) => idea.budget !== budget);
  const mixed: CatalogueIdea[] = [];
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

/** A local idea outranks a catalogue one with the same fit, short of one shared interest typed (10). */
const LOCAL_BONUS = 6;

export function generateDateIdeasOffline(
  request: GenerateDateIdeasRequest,
  preferences: CoachPreferences | null,
  place: PlaceFacts | null = null,
): DateIdeasResponse {
  const { interests, budget, location, activityType, round } = request;
  const wanted = new Set(interestTagsByMeaning([interests, ...(preferences?.interests ?? [])].join(', ')));
  const typed = new Set(interestTagsByMeaning(interests));
  // Words of the request and its interests, to find in a title: "wine" in "Wine flight", "hik" in "Half-day hike".
  const cues = [
    ...new Set([
      ...[...typed].map((tag) => tag.replace(/s$/, '')),
      ...(interests.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((w) => w.replace(/(ing|s)$/, '')),
    ]),
  ];
  const inTitle = (idea: CatalogueIdea) => cues.filter((cue) => idea.title.toLowerCase().includes(cue)).length;
  const inBudget = affordable(budget);
  const firstDates = preferences?.datingGoal === 'confidence';

  const local = localIdeasFor(location, place);
  const ranked = [...local, ...dateIdeasCatalogue]
    .filter(
      (idea) =>
        idea.activityTypes.includes(activityType) && inBudget.includes(idea.budget) && placeHas(place, idea.needs),
    )
    .map((idea) => {
      const matches = idea.interests.filter((tag) => wanted.has(tag)).length;
      const typedMatches = idea.interests.filter((tag) => typed.has(tag)).length;
      const score =
        typedMatches * 10 +
        // What they asked for by name beats what merely shares its tag (board game cafe over go-karts for "games").
        Math.min(2, inTitle(idea)) * 5 +
        matches * 4 +
        budgetFit(idea.budget, budget) +
        (firstDates && idea.firstDate ? 2 : 0) +
        (local.includes(idea) ? LOCAL_BONUS : 0) +
        // A stable tie-break, so equal ideas do not always come in catalogue order.
        (hashNumber(interests, budget, activityType, idea.id) % 1000) / 1000;
      return { idea, score };
    })
    .sort((a, b) => b.score - a.score)
    .map(({ idea }) => idea);
  const ordered = mostlyAtBudget(ranked, budget);

  const start = (round * IDEAS_PER_ROUND) % Math.max(ordered.length, 1);
  const window = [...ordered, ...ordered].slice(start, start + Math.min(IDEAS_PER_ROUND, ordered.length));
  return { dateIdeas: window.map((idea) => toIdea(idea, location)) };
}
