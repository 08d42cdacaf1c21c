import ct from 'countries-and-timezones';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { intlZoneName } from './countries';

/**
 * The user's zone sets their metering day through SQL `at time zone`, so a
 * zone is accepted only when both Node's Intl and the database know it (the
 * database's list also refuses offsets such as "+05:30", which PostgreSQL
 * would read with the POSIX sign, the wrong way round).
 */
export function createZoneChecker(db: Db) {
  let zones: Promise<Set<string>> | undefined;
  const databaseZones = () => {
    zones ??= loadDatabaseZones(db).catch((error: unknown) => {
      zones = undefined; // try again on the next request
      throw error;
    });
    return zones;
  };
  return {
    /** The name to store for a zone the browser reported, or null when it is not a zone. */
    async storedName(zone: string): Promise<string | null> {
      return storedZoneName(zone, await databaseZones());
    },
  };
}

async function loadDatabaseZones(db: Db): Promise<Set<string>> {
  const rows = await selectRows<{ name: string }>(db, sql`select name from pg_timezone_names`);
  return new Set(rows.map((row) => row.name));
}

/**
 * The zone as the database spells it, with renamed zones under their current
 * name (Asia/Calcutta -> Asia/Kolkata, Europe/Kiev -> Europe/Kyiv,
 * US/Eastern -> America/New_York). A zone that is only a link to another
 * country's zone keeps its own name (Europe/Amsterdam is not Europe/Brussels).
 */
export function storedZoneName(zone: string, databaseZones: ReadonlySet<string>): string | null {
  const intlName = intlZoneName(zone);
  if (!intlName) return null;
  let name = databaseZones.has(zone) ? zone : intlName;
  const info = ct.getTimezone(name);
  if (info?.deprecated && info.aliasOf && databaseZones.has(info.aliasOf)) {
    const target = ct.getTimezone(info.aliasOf);
    if (target && sameCountries(info.countries, target.countries)) name = info.aliasOf;
  }
  return databaseZones.has(name) ? name : null;
}

function sameCountries(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((code) => b.includes(code));
}
