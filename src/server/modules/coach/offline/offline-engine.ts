import type { CoachEngine } from '../engine';
import { analyzeProfileOffline } from './analyze-profile';
import { generateDateIdeasOffline } from './date-ideas';
import { generateMessagesOffline } from './messages';
import { placeFacts } from './place-facts';
import { categoryTip } from './tips';

const offlineSource = { engine: 'offline', fallback: false, offlineParts: [] as string[] } as const;

/** The embedded default engine: rules and curated libraries, deterministic, no network. */
export function createOfflineEngine(): CoachEngine {
  const source = () => ({ ...offlineSource, offlineParts: [] });
  return {
    name: 'offline',
    analyzeProfile: async (bio, context) => ({
      ...analyzeProfileOffline(bio, context.preferences, context),
      source: source(),
    }),
    generateMessages: async (request, { preferences, onRule }) => ({
      ...generateMessagesOffline(request, preferences, onRule),
      source: source(),
    }),
    generateDateIdeas: async (request, { preferences, home, onRule }) => ({
      ...generateDateIdeasOffline(request, preferences, await placeFacts(request.location, home?.countryCode), onRule),
      source: source(),
    }),
    generateTip: async (request, { preferences }) => ({ ...categoryTip(request, preferences), source: source() }),
  };
}
