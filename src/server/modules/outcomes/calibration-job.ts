import { desc, isNotNull, sql } from 'drizzle-orm';
import { calibrationRunSchema, type CalibrationRun } from '../../../shared/schemas/calibration';
import type { Db } from '../../db/client';
import { calibrationRuns, coachMessages, userSettings } from '../../db/schema';
import { selectRows } from '../../db/select-rows';
import {
  brierScore,
  calibrationDeciles,
  fitCalibration,
  poolCalibration,
  poolIsUsable,
  scoreCells,
  storedParams,
  withUserOffset,
  type CalibrationModel,
  type OutcomeCell,
} from './calibration';

/**
 * The calibration job (issue 19, decision 0044): pools the recorded outcomes of users who share usage data, fits the
 * calibration and stores a run with its figures (docs/analytics.md). Runs keep no user id.
 */

/**
 * An outcome recorded sooner than this after "I sent this" is not trusted (decision 0049): a date, or a reply worth
 * counting, is not known within seconds, and a script that records a hundred outcomes at once is. Ten minutes is
 * long enough that a burst must be spread out and short enough to keep most genuine quick replies (a "date" or
 * "reply" changed later counts from the change).
 */
export const TRUSTED_OUTCOME_AFTER_MINUTES = 10;

/**
 * Outcomes in cells (one per user, style, tool and estimate), counted by the database so a million outcomes arrive
 * as far fewer rows. Only users who share usage data: no settings row means the default, which is on. An outcome
 * implies the message was sent (a check on the table). Only outcomes recorded TRUSTED_OUTCOME_AFTER_MINUTES or more
 * after sending. Raw rows: mapping the query builder's rows took longer than the query at a million outcomes.
 */
export function pooledOutcomeCells(db: Db, userId?: string): Promise<OutcomeCell[]> {
  return selectRows<OutcomeCell>(
    db,
    sql`select ${coachMessages.userId} as "userId", ${coachMessages.style} as style, ${coachMessages.mode} as mode,
        ${coachMessages.predicted} as predicted,
        (count(*) filter (where ${coachMessages.outcome} in ('reply', 'date')))::int as replies,
        count(*)::int as outcomes
      from ${coachMessages} left join ${userSettings} on ${userSettings.userId} = ${coachMessages.userId}
      where ${coachMessages.outcome} is not null and coalesce(${userSettings.shareUsageData}, true)
        and ${coachMessages.outcomeAt} >= ${coachMessages.sentAt} + make_interval(mins => ${TRUSTED_OUTCOME_AFTER_MINUTES})
        ${userId === undefined ? sql`` : sql`and ${coachMessages.userId} = ${userId}`}
      group by 1, 2, 3, 4`,
  );
}

const toRun = (row: typeof calibrationRuns.$inferSelect): CalibrationRun =>
  calibrationRunSchema.parse({ ...row, fittedAt: row.fittedAt.toISOString() });

/**
 * Fits the calibration on the trusted outcomes of sharing users and stores the run; returns it. Below
 * MIN_POOL_PEOPLE people the stored model is the published prior (its counts 0), while the run's `outcomes` and
 * `users` say what there was, so the dashboard shows how far the pool is from being used.
 */
export async function runCalibration(db: Db): Promise<CalibrationRun> {
  const started = performance.now();
  const fittedAt = new Date();
  const cells = await pooledOutcomeCells(db);
  const model = poolCalibration(cells, fittedAt);
  // In-sample figures: each outcome scored with its user's offset, as that user would have been shown it (below the
  // minimum, the prior's figures).
  const calibrated = scoreCells(model, cells);
  const prior = scoreCells(null, cells);
  const [row] = await db
    .insert(calibrationRuns)
    .values({
      fittedAt,
      outcomes: cells.reduce((sum, cell) => sum + cell.outcomes, 0),
      users: new Set(cells.map((cell) => cell.userId)).size,
      brier: brierScore(calibrated),
      priorBrier: brierScore(prior),
      deciles: calibrationDeciles(calibrated),
      priorDeciles: calibrationDeciles(prior),
      model: storedParams(model),
      durationMs: Math.round(performance.now() - started),
    })
    .returning();
  return toRun(row!);
}

/** The job runs once a day (from the scheduled tick, decision 0045). */
export const CALIBRATION_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs the job when the newest run is a day old (or there is none) and there is at least one recorded outcome to
 * pool; otherwise does nothing. The tick that calls it is taken by one process at a time (pg-boss's singleton queue
 * on PostgreSQL, one process per PGlite folder).
 */
export async function calibrateIfDue(db: Db, now = new Date()): Promise<CalibrationRun | null> {
  const latest = await latestCalibration(db);
  if (latest && now.getTime() - Date.parse(latest.fittedAt) < CALIBRATION_EVERY_MS) return null;
  const [recorded] = await db
    .select({ id: coachMessages.id })
    .from(coachMessages)
    .where(isNotNull(coachMessages.outcome))
    .limit(1);
  return recorded ? runCalibration(db) : null;
}

/** The newest runs, newest first (the figures over time). */
export async function recentCalibrations(db: Db, limit = 30): Promise<CalibrationRun[]> {
  const rows = await db
    .select()
    .from(calibrationRuns)
    .orderBy(desc(calibrationRuns.fittedAt), desc(calibrationRuns.id))
    .limit(limit);
  return rows.map(toRun);
}

/** The newest run, or null before the first. */
export async function latestCalibration(db: Db): Promise<CalibrationRun | null> {
  const [run] = await recentCalibrations(db, 1);
  return run ?? null;
}

/**
 * The model for one user's estimates: the newest run's parameters with the user's own offset, fitted now from their
 * outcomes. The published prior before any run, and when the newest run did not pool MIN_POOL_PEOPLE people (runs
 * from before that rule included). A user who turned Share Usage Data off gets no offset: nothing is learned from
 * their outcomes, and they see the pooled estimate.
 */
export async function calibrationForUser(
  db: Db,
  userId: string,
  run?: CalibrationRun | null,
): Promise<CalibrationModel> {
  const [latest, cells] = await Promise.all([
    run === undefined ? latestCalibration(db) : run,
    pooledOutcomeCells(db, userId),
  ]);
  const pooled = latest && poolIsUsable(latest.model) ? latest.model : storedParams(fitCalibration([]));
  return withUserOffset(pooled, userId, cells);
}
