import { describe, expect, it } from 'vitest';
import { storedZoneName } from './timezones';

/** What PostgreSQL's pg_timezone_names lists (a part of it). */
const databaseZones = new Set([
  'Asia/Calcutta',
  'Asia/Kolkata',
  'Europe/Kiev',
  'Europe/Kyiv',
  'Europe/Amsterdam',
  'Europe/Brussels',
  'America/New_York',
  'US/Eastern',
  'Asia/Kuwait',
  'Asia/Riyadh',
  'UTC',
  'Etc/UTC',
  'Europe/Paris',
]);

describe('storedZoneName', () => {
  it.each([
    ['Europe/Paris', 'Europe/Paris'],
    ['Asia/Calcutta', 'Asia/Kolkata'],
    ['asia/kolkata', 'Asia/Kolkata'],
    ['Europe/Kiev', 'Europe/Kyiv'],
    ['US/Eastern', 'America/New_York'],
    // Links to a zone of other countries keep their own name (and country).
    ['Europe/Amsterdam', 'Europe/Amsterdam'],
    ['Asia/Kuwait', 'Asia/Kuwait'],
    ['UTC', 'Etc/UTC'],
  ])('%s -> %s', (sent, stored) => {
    expect(storedZoneName(sent, databaseZones)).toBe(stored);
  });

  it('refuses what Intl or the database does not know', () => {
    expect(storedZoneName('Mars/Olympus', databaseZones)).toBeNull();
    expect(storedZoneName('+05:30', databaseZones)).toBeNull();
    expect(storedZoneName('Asia/Tokyo', databaseZones)).toBeNull();
    expect(storedZoneName('', databaseZones)).toBeNull();
  });
});
