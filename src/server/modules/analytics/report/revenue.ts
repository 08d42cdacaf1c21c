import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments } from '../../../db/schema';
import { plans } from '../../../../shared/plans';
import { int } from './report-sql';

/**
 * Every payment in the ledger, in the plans' currency (the only one the
 * server charges in), by product, and the number of distinct payers.
 */
export async function revenueTotals(db: Db) {
  const [row] = await db
    .select({
      totalCents: int(sql`coalesce(sum(${payments.amountCents}), 0)`),
      subscriptionCents: int(
        sql`coalesce(sum(${payments.amountCents}) filter (where ${payments.product} = 'premium'), 0)`,
      ),
      creditCents: int(sql`coalesce(sum(${payments.amountCents}) filter (where ${payments.product} = 'credits'), 0)`),
      paidUsers: int(sql`count(distinct ${payments.userId})`),
    })
    .from(payments)
    .where(eq(payments.currency, plans.premium.currency));
  return row!;
}
