import type { CoachEngine } from '../engine';
import { analyzeProfileLocally } from './analyze-profile';
import { generateDateIdeasLocally } from './date-ideas';
import { generateMessagesLocally } from './messages';
import { categoryTip } from './tips';

/** The embedded default engine: rules and curated libraries, deterministic, no network. */
export function createLocalEngine(): CoachEngine {
  return {
    name: 'local',
    analyzeProfile: async (bio, { preferences }) => analyzeProfileLocally(bio, preferences),
    generateMessages: async (request, { preferences }) => generateMessagesLocally(request, preferences),
    generateDateIdeas: async (request, { preferences }) => generateDateIdeasLocally(request, preferences),
    generateTip: async (request, { preferences }) => categoryTip(request, preferences),
  };
}
