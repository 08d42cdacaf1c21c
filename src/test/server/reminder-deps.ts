import { createEngine } from '../../server/modules/coach/create-engine';
import { createMailer } from '../../server/modules/reminders/mailer';
import { createPushSender } from '../../server/modules/reminders/push';
import type { TickDeps } from '../../server/modules/reminders/tick';
import { unsubscribeKeyOf } from '../../server/modules/reminders/unsubscribe-token';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../server/config';
import type { Db } from '../../server/db/client';

/**
 * What the reminder tick needs, built as the app builds it on a config and database: the same data
 * folder, so the same VAPID keys and unsubscribe secret as the app's routes. `testPushServices`: the fake push
 * services' origins the sender may reach on 127.0.0.1.
 */
export function reminderTickDeps(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  testPushServices: readonly string[] = [],
): TickDeps {
  return {
    db,
    config,
    coach: createEngine(config, log),
    reminders: {
      mailer: createMailer(config),
      push: createPushSender(config, { testPushServices }),
      unsubscribeKey: unsubscribeKeyOf(config),
    },
    log,
  };
}
