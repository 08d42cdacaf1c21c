/**
 * Figures for offline location detection (not a test):
 * 1. the city index: one-time load (read, parse, build) and memory, then the time per nearest-city lookup;
 * 2. country-coder's point-in-country time and a whole `resolveLocation` with coordinates;
 * 3. a GeoIP table the size of DB-IP's lite file (synthetic: 600,000 IPv4 and 400,000 IPv6 ranges):
 *    load time and time per address.
 * Run: node --expose-gc --import tsx scripts/bench-location.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countryAt } from '../src/server/modules/location/countries';
import { loadGeoIp } from '../src/server/modules/location/geoip';
import { cityIndex } from '../src/server/modules/location/nearest-city';
import { resolveLocation } from '../src/server/modules/location/resolve-location';

const LOOKUPS = 20_000;

/** Heap and typed-array memory in use, after a collection when the script runs with --expose-gc. */
function kept(): number {
  global.gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

function timeEach(count: number, run: (i: number) => void): number {
  const start = performance.now();
  for (let i = 0; i < count; i++) run(i);
  return ((performance.now() - start) * 1000) / count;
}

/** Points near real places (where users are), shifted by up to ~20 km, with their country. */
function samplePoints(count: number): { lat: number; lng: number; country: string }[] {
  const places: [number, number, string][] = [
    [48.8566, 2.3522, 'FR'],
    [40.7128, -74.006, 'US'],
    [19.076, 72.8777, 'IN'],
    [35.6762, 139.6503, 'JP'],
    [-23.5505, -46.6333, 'BR'],
    [51.5074, -0.1278, 'GB'],
    [19.4326, -99.1332, 'MX'],
    [52.52, 13.405, 'DE'],
    [-33.8688, 151.2093, 'AU'],
    [28.6139, 77.209, 'IN'],
  ];
  let seed = 42;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * 2 - 1;
  return Array.from({ length: count }, (_, i) => {
    const [lat, lng, country] = places[i % places.length]!;
    return { lat: lat + random() * 0.2, lng: lng + random() * 0.2, country };
  });
}

async function benchCities() {
  const before = kept();
  const start = performance.now();
  const index = await cityIndex();
  const loadMs = performance.now() - start;
  console.log(`city index: ${index.size} places, loaded in ${loadMs.toFixed(0)} ms`);
  const note = global.gc ? '' : ' (run with --expose-gc for a figure after collection)';
  console.log(`  memory kept (heap and typed arrays): ${((kept() - before) / 1e6).toFixed(1)} MB${note}`);

  const points = samplePoints(LOOKUPS);
  index.nearest(points[0]!.lat, points[0]!.lng, points[0]!.country); // warm-up
  const perLookup = timeEach(LOOKUPS, (i) => index.nearest(points[i]!.lat, points[i]!.lng, points[i]!.country));
  console.log(`  nearest city: ${perLookup.toFixed(1)} µs per lookup (${LOOKUPS} lookups in dense cities)`);

  const perCountry = timeEach(LOOKUPS, (i) => countryAt(points[i]!.lat, points[i]!.lng));
  console.log(`country-coder: ${perCountry.toFixed(1)} µs per point`);

  const start2 = performance.now();
  for (let i = 0; i < 2_000; i++)
    await resolveLocation({ coordinates: points[i]!, timezone: 'Europe/Paris', language: 'fr-FR' });
  console.log(`resolveLocation with coordinates: ${(((performance.now() - start2) * 1000) / 2_000).toFixed(1)} µs`);
}

async function benchGeoIp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-geoip-'));
  try {
    const file = path.join(dir, 'dbip-like.csv');
    const lines: string[] = [];
    const codes = ['US', 'GB', 'IN', 'FR', 'DE', 'JP', 'BR', 'CA', 'AU', 'NL'];
    const v4 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
    for (let i = 0; i < 600_000; i++) lines.push(`${v4(i * 7000)},${v4(i * 7000 + 6999)},${codes[i % 10]}`);
    for (let i = 0; i < 400_000; i++) {
      const group = (0x2000_0000 + i * 16).toString(16).padStart(8, '0');
      const prefix = `${group.slice(0, 4)}:${group.slice(4)}`;
      lines.push(`${prefix}::,${prefix}:f:ffff:ffff:ffff:ffff:ffff,${codes[i % 10]}`);
    }
    fs.writeFileSync(file, lines.join('\n'));
    const size = fs.statSync(file).size;

    const before = kept();
    const start = performance.now();
    const geoIp = await loadGeoIp(file);
    const loadMs = performance.now() - start;
    console.log(
      `GeoIP: ${geoIp.ranges.ipv4} IPv4 + ${geoIp.ranges.ipv6} IPv6 ranges (${(size / 1e6).toFixed(0)} MB) loaded in ${loadMs.toFixed(0)} ms`,
    );
    console.log(`  memory kept: ${((kept() - before) / 1e6).toFixed(1)} MB`);
    const v4Lookup = timeEach(LOOKUPS, (i) => geoIp.country(v4((i * 214_013) >>> 0)));
    const v6Lookup = timeEach(LOOKUPS, (i) => geoIp.country(`2000:${(i % 0xffff).toString(16)}::1`));
    console.log(`  ${v4Lookup.toFixed(1)} µs per IPv4 address, ${v6Lookup.toFixed(1)} µs per IPv6 address`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'})`);
await benchCities();
await benchGeoIp();
