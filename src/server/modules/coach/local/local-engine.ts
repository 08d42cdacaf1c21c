import type { CoachEngine } from '../engine';
import { analyzeProfileLocally } from './analyze-profile';
import { generateDateIdeasLocally } from './date-ideas';
import { generateMessagesLocally } from './messages';
import { placeFacts } from './place-facts';
import { categoryTip } from './tips';

const offlineSource = { engine: 'offline', fallback: false, offlineParts: [] as string[] } as const;

/** The embedded default engine: rules and curated libraries, deterministic, no network. */
export function createLocalEngine(): CoachEngine {
  const source = () => ({ ...offlineSource, offlineParts: [] });
  return {
    name: 'local',
    analyzeProfile: async (bio, { preferences }) => ({ ...analyzeProfileLocally(bio, preferences), source: source() }),
    generateMessages: async (request, { preferences }) => ({
      ...generateMessagesLocally(request, preferences),
      source: source(),
    }),
    generateDateIdeas: async (request, { preferences, home }) => ({
      ...generateDateIdeasLocally(request, preferences, await placeFacts(request.location, home?.countryCode)),
      source: source(),
    }),
    generateTip: async (request, { preferences }) => ({ ...categoryTip(request, preferences), source: source() }),
  };
}
