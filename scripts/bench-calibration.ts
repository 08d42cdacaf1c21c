/**
 * Figures for the calibration job (not a test): how long `runCalibration` takes on PostgreSQL with 1,000,000
 * recorded outcomes from 10,000 users (issue 19, decision 0044). Creates a scratch database, migrates it as the
 * server does, seeds it inside the database (INSERT ... SELECT over generate_series, pseudo-random from hashtext(),
 * so the same every time), then runs the job RUNS times and prints each time, the median and where it goes.
 *
 *   npm run bench:calibration [-- --outcomes N] [--users N] [--runs N]
 *
 * BENCH_DATABASE_URL picks the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres); the scratch
 * database is dropped at the end.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import type { CalibrationRun } from '../src/shared/schemas/calibration';
import { poolCalibration } from '../src/server/modules/outcomes/calibration';
import { pooledOutcomeCells, runCalibration } from '../src/server/modules/outcomes/calibration-job';
import { withBenchDatabase } from './lib/bench-database';

const { values } = parseArgs({
  options: {
    outcomes: { type: 'string', default: '1000000' },
    users: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
  },
});
const wholeNumber = (flag: string, text: string) => {
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${flag}: "${text}" is not a whole number above 0`);
  return value;
};
const outcomes = wholeNumber('outcomes', values.outcomes);
const userCount = wholeNumber('users', values.users);
const runs = wholeNumber('runs', values.runs);

const median = (samples: number[]) => [...samples].sort((x, y) => x - y)[Math.floor(samples.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

await withBenchDatabase(async (url) => {
  const database = await openDatabase({ kind: 'postgres', url });
  const { db } = database;
  try {
    console.log(
      `seeding ${outcomes.toLocaleString('en-US')} outcomes from ${userCount.toLocaleString('en-US')} users...`,
    );
    const seedStart = performance.now();
    // A uniform number in [0, 1) from a label, the same on every run.
    const uniform = (label: string) => sql.raw(`((hashtext(${label}) & 2147483647) / 2147483648.0)`);
    await db.execute(sql`
      insert into users (issuer, subject, email)
      select 'bench', 'u' || g, 'u' || g || '@example.com' from generate_series(1, ${userCount}) g`);
    // One user in 20 turned Share Usage Data off; one in 20 set it on explicitly; the rest have no settings row.
    await db.execute(sql`
      insert into user_settings (user_id, share_usage_data)
      select id, substr(subject, 2)::int % 20 <> 0 from users where substr(subject, 2)::int % 10 = 0`);
    // Each user's effect on the reply rate (logit scale, spread about 0.6) and a number to pick them by.
    await db.execute(sql`
      create temporary table bench_users as
      select id, row_number() over (order by subject) - 1 as n,
        (${uniform("subject || 'a'")} + ${uniform("subject || 'b'")} + ${uniform("subject || 'c'")} - 1.5) * 1.2 as effect
      from users`);
    // Sent messages with an outcome from a known reply model that is not the prior (decision 0044's simulation):
    // logit p = 0.4 + 0.6·logit(p0) + style and tool + user. Estimates as the points model gives them.
    await db.execute(sql`
      insert into coach_messages (user_id, mode, style, predicted, text_sha256, sent_at, message, outcome, outcome_at)
      select id, mode, style, predicted, md5(g::text), now() - interval '5 days', 'bench message',
        case when r >= p then 'no_reply' when r < p * 0.1 then 'date' else 'reply' end, now() - interval '1 day'
      from (
        select g, u.id, m.mode, m.style, m.predicted, ${uniform("g || 'r'")} as r,
          1 / (1 + exp(-(0.4 + 0.6 * ln(m.predicted / (100.0 - m.predicted)) + u.effect
            + case m.style || ':' || m.mode
                when 'playful:starter' then 0.3 when 'playful:reply' then 0.5 when 'thoughtful:reply' then 0.4
                when 'funny:starter' then -0.5 when 'funny:reply' then 0.1 else 0 end))) as p
        from generate_series(1, ${outcomes}) g
        cross join lateral (
          select (array['starter', 'reply'])[1 + (hashtext(g || 'm') & 1)] as mode,
            (array['playful', 'thoughtful', 'funny'])[1 + (hashtext(g || 's') & 2147483647) % 3] as style,
            least(41, greatest(5, 16 + 12 * (hashtext(g || 'd') & 1) + 4 * ((hashtext(g || 'q') & 2147483647) % 3)
              + (array[0, 2, 5])[1 + (hashtext(g || 'l') & 2147483647) % 3]
              - case when ${uniform("g || 'h'")} < 0.15 then 6 else 0 end)) as predicted
        ) m
        join bench_users u on u.n = (hashtext(g || 'u') & 2147483647) % ${userCount}
      ) draws`);
    // Messages generated but never sent, and sent ones still waiting: the job must pass over both.
    await db.execute(sql`
      insert into coach_messages (user_id, mode, style, predicted, text_sha256, sent_at, message)
      select u.id, 'starter', 'playful', 28, md5('x' || g),
        case when g % 4 = 0 then now() end, case when g % 4 = 0 then 'bench message' end
      from generate_series(1, ${Math.round(outcomes / 5)}) g
      join bench_users u on u.n = g % ${userCount}`);
    await db.execute(sql`vacuum analyze coach_messages`);
    await db.execute(sql`vacuum analyze user_settings`);
    const seedMs = performance.now() - seedStart;

    const times: number[] = [];
    const results: CalibrationRun[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      results.push(await runCalibration(db));
      times.push(performance.now() - start);
      console.log(`  run ${i + 1}: ${seconds(times.at(-1)!)}`);
    }
    // Where the time goes: the grouped query, then the fit alone.
    const queryStart = performance.now();
    const cells = await pooledOutcomeCells(db);
    const queryMs = performance.now() - queryStart;
    const fitStart = performance.now();
    poolCalibration(cells);
    const fitMs = performance.now() - fitStart;

    const run = results.at(-1)!;
    console.log(`\nCalibration job on PostgreSQL, ${outcomes.toLocaleString('en-US')} outcomes:`);
    console.log(`  seed (with VACUUM ANALYZE)       ${seconds(seedMs)}`);
    console.log(`  job, median of ${runs}              ${seconds(median(times))}  (${times.map(seconds).join(', ')})`);
    console.log(
      `  of which the grouped query       ${seconds(queryMs)}  (${cells.length.toLocaleString('en-US')} cells)`,
    );
    console.log(`  of which the fit                 ${seconds(fitMs)}`);
    console.log(
      `  pooled                           ${run.outcomes.toLocaleString('en-US')} outcomes, ${run.users.toLocaleString('en-US')} users`,
    );
    console.log(`  Brier: calibrated ${run.brier!.toFixed(4)}, prior ${run.priorBrier!.toFixed(4)}`);
    console.log(
      `  fitted a ${run.model.a.toFixed(3)} (true 0.4), b ${run.model.b.toFixed(3)} (true 0.6), tauUser ${run.model.tauUser.toFixed(3)}`,
    );
    console.log(`  peak resident memory             ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
  } finally {
    await database.close();
  }
});
