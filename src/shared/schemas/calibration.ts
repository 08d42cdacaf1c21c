import { z } from 'zod';

/**
 * The calibration of the engagement estimate on recorded outcomes (issue 19, decision 0044): its parameters as a
 * calibration run stores them, and the figures that check them (docs/analytics.md "Calibration").
 */

/** One tenth of the outcomes by calibrated estimate: the mean estimate against the rate that happened (0-1). */
export const calibrationDecileSchema = z.object({
  /** 1 (lowest estimates) to 10. */
  decile: z.number().int().min(1).max(10),
  predicted: z.number(),
  observed: z.number(),
  /** Outcomes in the decile. */
  n: z.number().int(),
});
export type CalibrationDecile = z.infer<typeof calibrationDecileSchema>;

/**
 * The pooled model: logit p = a + b·logit(p0) + groups[style:mode] + a user's own offset. Per-user offsets are
 * never stored (decision 0044): a user's is fitted from their own outcomes when asked, with `tauUser`.
 */
export const calibrationParamsSchema = z.object({
  a: z.number(),
  b: z.number(),
  /** Offset of each style and tool, keyed `style:mode` (e.g. `playful:starter`). */
  groups: z.record(z.string(), z.number()),
  /** Prior spread (logit scale) of the group offsets and of the per-user offsets. */
  tauGroup: z.number().positive(),
  tauUser: z.number().positive(),
  /**
   * Outcomes behind the fit: in all, per group, and the people they came from (absent in runs from before the
   * pooling rules of decision 0049, which are therefore not used).
   */
  counts: z.object({
    outcomes: z.number().int(),
    groups: z.record(z.string(), z.number().int()),
    people: z.number().int().min(0).optional(),
  }),
  fittedAt: z.string(),
});
export type CalibrationParams = z.infer<typeof calibrationParamsSchema>;

/** A run of the calibration job (docs/analytics.md "Calibration"). */
export const calibrationRunSchema = z.object({
  id: z.number().int(),
  fittedAt: z.string(),
  /** Recorded outcomes from users who share usage data, and how many users they came from. */
  outcomes: z.number().int(),
  users: z.number().int(),
  /** Brier score of the calibrated estimates, and of the published prior on the same outcomes (lower is better). */
  brier: z.number().nullable(),
  priorBrier: z.number().nullable(),
  /** Ten rows, or none without outcomes; the same for the published prior. */
  deciles: z.array(calibrationDecileSchema),
  priorDeciles: z.array(calibrationDecileSchema),
  model: calibrationParamsSchema,
  /** How long the job took: reading, fitting and scoring. */
  durationMs: z.number().int(),
});
export type CalibrationRun = z.infer<typeof calibrationRunSchema>;

/** GET /api/analytics/calibration (admins): the runs, newest first. */
export const calibrationReportSchema = z.object({ runs: z.array(calibrationRunSchema) });
export type CalibrationReport = z.infer<typeof calibrationReportSchema>;
