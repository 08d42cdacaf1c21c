import fs from 'node:fs/promises';
import { isIPv4, isIPv6 } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { isCountryCode } from './countries';

/**
 * An offline IP-to-country table (GEOIP_DB_PATH), read once into sorted typed
 * arrays and searched by halving. Two CSV layouts, optionally gzipped:
 * - DB-IP "ip-to-country-lite": `first_ip,last_ip,country_code`, addresses as
 *   text, IPv4 and IPv6 in one file;
 * - IP2Location LITE DB1: `"16777216","16777471","AU","Australia"`, addresses
 *   as decimal numbers (the IPv6 file holds IPv4 as ::ffff:a.b.c.d).
 * Rows without a real country (ZZ, "-": reserved and private ranges) are
 * skipped, so private and loopback addresses have no country unless a row
 * names one.
 */
export interface GeoIp {
  /** The country of an address, or null when no row covers it. */
  country(ip: string): string | null;
  readonly ranges: { ipv4: number; ipv6: number };
}

export async function loadGeoIp(path: string): Promise<GeoIp> {
  let file: Buffer;
  try {
    file = await fs.readFile(path);
  } catch (error) {
    throw new Error(`GEOIP_DB_PATH: cannot read ${path} (${(error as Error).message})`, { cause: error });
  }
  const text = (path.endsWith('.gz') ? gunzipSync(file) : file).toString('utf8');
  const geoIp = parseGeoIpCsv(text);
  if (geoIp.ranges.ipv4 + geoIp.ranges.ipv6 === 0)
    throw new Error(`GEOIP_DB_PATH: ${path} holds no address ranges with a country`);
  return geoIp;
}

const MAX_IPV4 = 0xffff_ffffn;
const MAPPED_IPV4_FIRST = 0xffff_0000_0000n;
const MAPPED_IPV4_LAST = 0xffff_ffff_ffffn;

function parseGeoIpCsv(text: string): GeoIp {
  const v4: [number, number, number][] = [];
  const v6: [bigint, bigint, number][] = [];
  for (const line of text.split('\n')) {
    // The first three fields never hold commas (a fourth, the country's name, may).
    const [first, last, code] = line.split(',', 3).map(unquote);
    const country = code?.toUpperCase();
    if (!first || !last || !isCountryCode(country)) continue; // headers, blank lines, ZZ and "-" rows
    const packed = packCountry(country);
    // Most rows are IPv4: read them without BigInt, which is slower.
    const start4 = ipv4Number(first);
    const end4 = ipv4Number(last);
    if (start4 !== null && end4 !== null) {
      if (end4 >= start4) v4.push([start4, end4, packed]);
      continue;
    }
    const start = parseAddress(first);
    const end = parseAddress(last);
    if (start === null || end === null || end < start) continue;
    if (end <= MAX_IPV4) v4.push([Number(start), Number(end), packed]);
    else if (start >= MAPPED_IPV4_FIRST && end <= MAPPED_IPV4_LAST)
      v4.push([Number(start - MAPPED_IPV4_FIRST), Number(end - MAPPED_IPV4_FIRST), packed]);
    else if (start > MAX_IPV4) v6.push([start, end, packed]);
  }
  // Built apart from the lookup, so its closure keeps only the typed arrays, not the parsed rows.
  return lookupOver(sortedTable(v4, v6));
}

interface RangeTable {
  v4Start: Uint32Array;
  v4End: Uint32Array;
  v4Country: Uint16Array;
  /** IPv6 addresses as 64-bit halves (arrays of BigInt would take several times the memory). */
  v6StartHigh: BigUint64Array;
  v6StartLow: BigUint64Array;
  v6EndHigh: BigUint64Array;
  v6EndLow: BigUint64Array;
  v6Country: Uint16Array;
}

const LOW_64 = (1n << 64n) - 1n;

function sortedTable(v4: [number, number, number][], v6: [bigint, bigint, number][]): RangeTable {
  v4.sort((a, b) => a[0] - b[0]);
  v6.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return {
    v4Start: Uint32Array.from(v4, (r) => r[0]),
    v4End: Uint32Array.from(v4, (r) => r[1]),
    v4Country: Uint16Array.from(v4, (r) => r[2]),
    v6StartHigh: BigUint64Array.from(v6, (r) => r[0] >> 64n),
    v6StartLow: BigUint64Array.from(v6, (r) => r[0] & LOW_64),
    v6EndHigh: BigUint64Array.from(v6, (r) => r[1] >> 64n),
    v6EndLow: BigUint64Array.from(v6, (r) => r[1] & LOW_64),
    v6Country: Uint16Array.from(v6, (r) => r[2]),
  };
}

function lookupOver(table: RangeTable): GeoIp {
  const { v4Start, v4End, v4Country, v6StartHigh, v6StartLow, v6EndHigh, v6EndLow, v6Country } = table;
  const v6StartAt = (i: number) => (v6StartHigh[i]! << 64n) | v6StartLow[i]!;
  const v6EndAt = (i: number) => (v6EndHigh[i]! << 64n) | v6EndLow[i]!;
  return {
    ranges: { ipv4: v4Start.length, ipv6: v6StartHigh.length },
    country(ip: string): string | null {
      const address = parseAddress(ip);
      if (address === null) return null;
      const mapped = address >= MAPPED_IPV4_FIRST && address <= MAPPED_IPV4_LAST;
      if (isIPv4(ip) || mapped) {
        const value = Number(mapped ? address - MAPPED_IPV4_FIRST : address);
        const i = lastAtOrBelow(v4Start.length, (k) => v4Start[k]! <= value);
        return i >= 0 && value <= v4End[i]! ? unpackCountry(v4Country[i]!) : null;
      }
      const i = lastAtOrBelow(v6StartHigh.length, (k) => v6StartAt(k) <= address);
      return i >= 0 && address <= v6EndAt(i) ? unpackCountry(v6Country[i]!) : null;
    },
  };
}

/** The last index (of `length` sorted starts) whose start is at or below the address, or -1. */
function lastAtOrBelow(length: number, startIsAtOrBelow: (index: number) => boolean): number {
  let low = 0;
  let high = length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (startIsAtOrBelow(mid)) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

function unquote(field: string): string {
  const trimmed = field.trim();
  return trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
}

/** Dotted IPv4 text or a decimal up to 2^32 - 1 (IP2Location) as a number; null for anything else. */
function ipv4Number(text: string): number | null {
  if (/^\d{1,10}$/.test(text)) {
    const value = Number(text);
    return value <= 0xffff_ffff ? value : null;
  }
  return isIPv4(text) ? Number(ipv4Value(text)) : null;
}

const packCountry = (code: string) => (code.charCodeAt(0) << 8) | code.charCodeAt(1);
const unpackCountry = (packed: number) => String.fromCharCode(packed >> 8, packed & 0xff);

/** An address as a number: IPv4 text, IPv6 text or a decimal (IP2Location); null otherwise. */
export function parseAddress(text: string): bigint | null {
  if (/^\d{1,39}$/.test(text)) {
    const value = BigInt(text);
    return value <= (1n << 128n) - 1n ? value : null;
  }
  if (isIPv4(text)) return ipv4Value(text);
  if (isIPv6(text)) return ipv6Value(text.split('%')[0]!);
  return null;
}

function ipv4Value(text: string): bigint {
  return text.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

function ipv6Value(text: string): bigint {
  let head = text;
  let tail: bigint | null = null;
  // A trailing dotted IPv4 (::ffff:1.2.3.4) stands for the last two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    tail = ipv4Value(dotted[1]!);
    head = `${text.slice(0, dotted.index)}0:0`;
  }
  const [left, right] = head.split('::') as [string, string | undefined];
  const leftGroups = left ? left.split(':') : [];
  const rightGroups = right === undefined ? [] : right ? right.split(':') : [];
  const missing = 8 - leftGroups.length - rightGroups.length;
  const groups = [...leftGroups, ...Array<string>(right === undefined ? 0 : missing).fill('0'), ...rightGroups];
  let value = groups.reduce((v, group) => (v << 16n) | BigInt(parseInt(group, 16)), 0n);
  if (tail !== null) value = (value & ~MAX_IPV4) | tail;
  return value;
}
