import type { CoachPreferences, EngineTip, TipRequest } from '../engine';
import type { LibraryTip } from './catalogue-types';
import { tipsLibrary } from './tips-library';
import { pick } from './seeded';

/** Tips for the user's goal first, when they told us one. */
function forGoal(tips: readonly LibraryTip[], preferences: CoachPreferences | null): readonly LibraryTip[] {
  const goal = preferences?.datingGoal;
  const suited = goal ? tips.filter((t) => !t.goals || t.goals.includes(goal)) : tips;
  return suited.length ? suited : tips;
}

function toTip(tip: LibraryTip): EngineTip {
  return { tip: tip.text, category: tip.category, tipId: tip.id };
}

/** A tip of the category that is none of the user's recent ones, chosen by the seed. */
export function categoryTip(request: TipRequest, preferences: CoachPreferences | null): EngineTip {
  const inCategory = tipsLibrary.filter((t) => t.category === request.category);
  const recent = new Set(request.recentTipIds);
  const fresh = forGoal(inCategory, preferences).filter((t) => !recent.has(t.id));
  return toTip(pick(fresh.length ? fresh : inCategory, request.seed));
}

/** The daily tip: any category, chosen by the seed (the user and their local day). */
export function dailyTip(seed: string, preferences: CoachPreferences | null): EngineTip {
  return toTip(pick(forGoal(tipsLibrary, preferences), seed));
}

export function libraryTip(id: string): EngineTip | null {
  const tip = tipsLibrary.find((t) => t.id === id);
  return tip ? toTip(tip) : null;
}
