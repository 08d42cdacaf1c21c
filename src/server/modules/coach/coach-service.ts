import type {
  DateIdeasResponse,
  GenerateDateIdeasRequest,
  GenerateMessagesRequest,
  MessagesResponse,
  ProfileAnalysis,
  TipCategory,
  TipResponse,
} from '../../../shared/schemas/coach';
import { IMPROVED_BIO_MAX } from '../../../shared/schemas/coach';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { runMetered } from '../metering/meter';
import type { CoachEngine } from './engine';
import { AiEngineError } from './llm/llm-engine';
import { estimateEngagement } from './local/engagement';
import { sumScores } from './local/profile-rubric';
import { dailyTip, libraryTip } from './local/tips';
import { dailyTipIdFor, loadCoachPreferences, recentTipIds, recordTip, userLocalDay } from './queries';

/**
 * The coach as the routes use it: metering around the engine, the user's
 * preferences as context, and one meaning for the numbers whichever engine
 * answered (the score is the sum of the breakdown; the engagement rate comes
 * from the published model).
 */
export function createCoachService(db: Db, engine: CoachEngine) {
  const metered = <T>(userId: string, feature: string, work: () => Promise<T>) =>
    runMetered(db, { userId, feature, engine: engine.name }, async () => {
      try {
        return await work();
      } catch (error) {
        throw toHttpError(error);
      }
    });
  const context = async (userId: string) => ({ preferences: await loadCoachPreferences(db, userId) });

  return {
    analyzeProfile: (userId: string, bio: string): Promise<ProfileAnalysis> =>
      metered(userId, 'profile_analysis', async () => {
        const result = await engine.analyzeProfile(bio, await context(userId));
        return {
          ...result,
          score: sumScores(result.breakdown),
          improvedBio: [...result.improvedBio].slice(0, IMPROVED_BIO_MAX).join(''),
        };
      }),

    generateMessages: (userId: string, request: GenerateMessagesRequest): Promise<MessagesResponse> =>
      metered(userId, request.mode === 'reply' ? 'message_reply' : 'message_starter', async () => {
        const result = await engine.generateMessages(request, await context(userId));
        return {
          messages: result.messages.map((m) => estimateEngagement(m.message, request.matchInfo, request.style)),
        };
      }),

    generateDateIdeas: (userId: string, request: GenerateDateIdeasRequest): Promise<DateIdeasResponse> =>
      metered(userId, 'date_ideas', async () => {
        const result = await engine.generateDateIdeas(request, await context(userId));
        return {
          dateIdeas: result.dateIdeas.map((idea) => ({ ...idea, location: request.location || idea.location })),
        };
      }),

    generateTip: (userId: string, category: TipCategory): Promise<TipResponse> =>
      metered(userId, 'tip', async () => {
        const recent = await recentTipIds(db, userId, category);
        const tip = await engine.generateTip(
          { category, recentTipIds: recent, seed: `${userId}:${category}:${recent.join(',')}` },
          await context(userId),
        );
        await recordTip(db, { userId, category: tip.category, tipId: tip.tipId, source: 'generated' });
        return { tip: tip.tip, category: tip.category, date: await userLocalDay(db, userId) };
      }),

    /** Free: always from the library, the same tip all day (recorded on first view). */
    dailyTip: async (userId: string): Promise<TipResponse> => {
      const day = await userLocalDay(db, userId);
      const shown = await dailyTipIdFor(db, userId, day);
      const existing = shown ? libraryTip(shown) : null;
      const tip = existing ?? dailyTip(`${userId}:${day}`, (await context(userId)).preferences);
      if (!existing) await recordTip(db, { userId, category: tip.category, tipId: tip.tipId, source: 'daily' });
      return { tip: tip.tip, category: tip.category, date: day };
    },
  };
}

export type CoachService = ReturnType<typeof createCoachService>;

/** Engine failures in the API's terms (nothing was charged: the meter refunds). */
function toHttpError(error: unknown): unknown {
  if (!(error instanceof AiEngineError)) return error;
  if (error.kind === 'timeout')
    return new HttpError(
      503,
      'The AI coach took too long to answer. Nothing was charged; please try again.',
      'AI_TIMEOUT',
    );
  return new HttpError(
    502,
    'The AI coach is unavailable right now. Nothing was charged; please try again.',
    'AI_UNAVAILABLE',
  );
}
