import type {
  CoachSource,
  DateIdeasResponse,
  GenerateDateIdeasRequest,
  GenerateMessagesRequest,
  MessagesResponse,
  ProfileAnalysis,
  TipCategory,
  TipResponse,
} from '../../../shared/schemas/coach';
import { conversationText, EDITED_BIO_MAX } from '../../../shared/schemas/coach';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { runMetered } from '../metering/meter';
import { calibratedEstimate } from '../outcomes/calibration';
import { calibrationForUser } from '../outcomes/calibration-job';
import { recordGenerated } from '../outcomes/queries';
import type { CoachContext, CoachEngine, CoachUser } from './engine';
import { AiEngineError } from './llm/llm-engine';
import { estimateEngagement } from './offline/engagement';
import { scoreBio, sumScores } from './offline/profile-rubric';
import { dailyTip, libraryTip } from './offline/tips';
import { dailyTipIdFor, recentTipIds, recordTip, userLocalDay } from './queries';

/**
 * A streamed request: partial answers go to `onPartial`, which says whether one reached the browser; `signal`
 * ends the work when the browser leaves.
 */
export interface StreamHooks {
  onPartial: (partial: unknown) => boolean;
  signal: AbortSignal;
}

/**
 * The coach as the routes use it: metering around the engine, the user's
 * preferences as context, and one meaning for the numbers whichever engine
 * answered (the score is the sum of the breakdown; the engagement rate comes
 * from the published model). A fallback answer (the model failed, the
 * offline coach answered) is refunded: decision 0015. A browser that leaves a
 * stream after part of the model's answer was sent keeps it and is charged;
 * one that leaves before is refunded: decision 0048.
 */
export function createCoachService(db: Db, engine: CoachEngine) {
  const metered = <T extends { source?: CoachSource }>(
    user: CoachUser,
    feature: string,
    stream: StreamHooks | undefined,
    work: (context: CoachContext) => Promise<T>,
  ) => {
    let failure: string | null = null;
    // The engine sends a partial only when it holds part of the answer (never an empty one).
    let partSent = false;
    const sending = stream && {
      signal: stream.signal,
      onPartial: (partial: unknown) => {
        if (stream.onPartial(partial)) partSent = true;
      },
    };
    return runMetered(
      db,
      { userId: user.id, feature, engine: engine.name },
      async () => {
        try {
          return await work({
            preferences: user.preferences,
            ...(sending ?? {}),
            onFallback: (reason) => (failure = reason),
          });
        } catch (error) {
          throw toHttpError(error);
        }
      },
      (result) =>
        result.source?.fallback ? { outcome: 'fallback', failure: failure ?? 'unknown' } : { outcome: 'success' },
      // The browser left after part of the model's answer: it has that part. After a fallback it stays free.
      () => partSent && failure === null && (stream?.signal.aborted ?? false),
    );
  };

  /** Partial answers in the response's shape: what `finish` does to a whole answer, it does to a part. */
  const relay = <P>(stream: StreamHooks | undefined, finish: (partial: P) => unknown): StreamHooks | undefined =>
    stream && { signal: stream.signal, onPartial: (partial) => stream.onPartial(finish(partial as P)) };

  return {
    analyzeProfile: (user: CoachUser, bio: string, stream?: StreamHooks): Promise<ProfileAnalysis> =>
      metered(user, 'profile_analysis', relay(stream, finishPartialProfile), async (context) => {
        const result = await engine.analyzeProfile(bio, context);
        return finishAnalysis(bio, result);
      }),

    generateMessages: async (
      user: CoachUser,
      request: GenerateMessagesRequest,
      stream?: StreamHooks,
    ): Promise<MessagesResponse> => {
      const { conversation, matchInfo, ...options } = request;
      // A checked transcript reaches the engines as labelled lines, as a pasted conversation does.
      const task = { ...options, matchInfo: conversation ? conversationText(conversation) : matchInfo! };
      // The published model's estimate, calibrated on recorded outcomes (decision 0044): the pooled fit of the
      // newest run with this user's own offset. Partial answers get the same numbers as the whole one.
      const calibration = await calibrationForUser(db, user.id);
      const withEngagement = (messages: { message: string }[]) =>
        messages.map((m) => {
          const prior = estimateEngagement(m.message, task.matchInfo);
          const estimate = calibratedEstimate(calibration, {
            predicted: prior.engagementRate,
            style: request.style,
            mode: request.mode,
            userId: user.id,
          });
          return {
            ...prior,
            engagementRate: Math.round(estimate.probability * 100),
            priorRate: prior.engagementRate,
            // Without a usable pool (decision 0049) the user's own outcomes are all it rests on: one person.
            basedOn: Math.max(estimate.basedOn, estimate.userOutcomes),
            basedOnPeople: Math.max(estimate.people, estimate.userOutcomes > 0 ? 1 : 0),
          };
        });
      return metered(
        user,
        request.mode === 'reply' ? 'message_reply' : 'message_starter',
        relay<{ messages?: { message: string }[] }>(stream, (p) => ({ messages: withEngagement(p.messages ?? []) })),
        async (context) => {
          const result = await engine.generateMessages(task, context);
          const messages = withEngagement(result.messages);
          // Recorded so that the user can say "I sent this" later (issue 19); the ids ride with the answer.
          // What was shown before calibration is what calibration is fitted on.
          const ids = await recordGenerated(
            db,
            user.id,
            request,
            messages.map((m) => ({ ...m, engagementRate: m.priorRate })),
          );
          return { ...result, messages: messages.map(({ factorKeys: _, ...m }, i) => ({ id: ids[i], ...m })) };
        },
      );
    },

    generateDateIdeas: (
      user: CoachUser,
      request: GenerateDateIdeasRequest,
      stream?: StreamHooks,
    ): Promise<DateIdeasResponse> => {
      let city = request.location;
      const inCity = <T extends { location: string }>(ideas: T[]) => ideasInCity(ideas, city);
      return metered(
        user,
        'date_ideas',
        relay<{ dateIdeas?: { location: string }[] }>(stream, (p) => ({ dateIdeas: inCity(p.dateIdeas ?? []) })),
        async (context) => {
          // A blank city means "where I am": the city location detection stored, when there is one.
          city ||= user.home?.city ?? '';
          const result = await engine.generateDateIdeas(
            { ...request, location: city },
            { ...context, home: user.home },
          );
          return { ...result, dateIdeas: inCity(result.dateIdeas) };
        },
      );
    },

    generateTip: (user: CoachUser, category: TipCategory, stream?: StreamHooks): Promise<TipResponse> =>
      metered(
        user,
        'tip',
        relay(stream, (p) => p),
        async (context) => {
          const userId = user.id;
          const recent = await recentTipIds(db, userId, category);
          const tip = await engine.generateTip(
            { category, recentTipIds: recent, seed: `${userId}:${category}:${recent.join(',')}` },
            context,
          );
          await recordTip(db, { userId, category: tip.category, tipId: tip.tipId, source: 'generated' });
          return {
            tip: tip.tip,
            category: tip.category,
            date: await userLocalDay(db, userId),
            ...(tip.source ? { source: tip.source } : {}),
          };
        },
      ),

    /** Free: always from the library, the same tip all day (recorded on first view). */
    dailyTip: async (user: CoachUser): Promise<TipResponse> => {
      const userId = user.id;
      const day = await userLocalDay(db, userId);
      const shown = await dailyTipIdFor(db, userId, day);
      const existing = shown ? libraryTip(shown) : null;
      const tip = existing ?? dailyTip(`${userId}:${day}`, user.preferences);
      if (!existing) await recordTip(db, { userId, category: tip.category, tipId: tip.tipId, source: 'daily' });
      return { tip: tip.tip, category: tip.category, date: day };
    },
  };
}

/**
 * What the service makes of an engine's analysis, whichever engine wrote it: the score is the sum of the breakdown
 * (the model's own judgement when a model answered). "6 → 7.5" must be one scorer's change: the offline coach's edit
 * is scored by the rubric that scored the bio; a model's edit moves the model's score by what the same rubric
 * measures between the bio and the edit, so a model that scored the bio 7 never shows "7 → 5.5" for its own fixes.
 */
export function finishAnalysis(bio: string, result: ProfileAnalysis): ProfileAnalysis {
  const improvedBio = [...result.improvedBio].slice(0, EDITED_BIO_MAX).join('');
  const score = sumScores(result.breakdown);
  const byModel = result.source?.engine === 'model';
  const improvedScore = byModel
    ? halfPoints(score + scoreBio(improvedBio).score - scoreBio(bio).score)
    : scoreBio(improvedBio).score;
  return { ...result, score, improvedBio, improvedScore };
}

const halfPoints = (score: number) => Math.min(10, Math.max(0, Math.round(score * 2) / 2));

/**
 * The city on each idea when the idea names no place of its own: a model's "a chess café, Toronto" is kept, the
 * offline coach's ideas already carry the city.
 */
export function ideasInCity<T extends { location: string }>(ideas: T[], city: string): T[] {
  return ideas.map((idea) => ({ ...idea, location: idea.location.trim() || city }));
}

/** A partial profile answer: the score appears once every criterion has been judged. */
function finishPartialProfile(partial: Partial<ProfileAnalysis>): Partial<ProfileAnalysis> {
  const complete = partial.breakdown && partial.breakdown.length >= 8;
  return complete ? { ...partial, score: sumScores(partial.breakdown!) } : partial;
}

/** Engine failures in the API's terms (nothing was charged: the meter refunds). */
function toHttpError(error: unknown): unknown {
  if (!(error instanceof AiEngineError)) return error;
  // The browser went away: nobody reads this answer; the usage record keeps why.
  if (error.kind === 'aborted')
    return Object.assign(new HttpError(499, 'Request cancelled', 'CANCELLED'), { cause: error });
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
