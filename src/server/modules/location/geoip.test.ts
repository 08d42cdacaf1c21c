import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGeoIp, parseAddress, type GeoIp } from './geoip';

/** DB-IP "ip-to-country-lite": text addresses, IPv4 and IPv6 in one file, ZZ for reserved ranges. */
const DBIP_CSV = `1.0.0.0,1.0.0.255,AU
1.0.1.0,1.0.3.255,CN
10.0.0.0,10.255.255.255,ZZ
81.2.69.0,81.2.69.255,GB
2001:200::,2001:200:ffff:ffff:ffff:ffff:ffff:ffff,JP
2a00:1450::,2a00:1450:ffff:ffff:ffff:ffff:ffff:ffff,IE
`;

/** IP2Location LITE DB1 (IPv4 and IPv6 files): quoted decimals, "-" for unassigned, names that hold commas. */
const IP2LOCATION_CSV = `"0","16777215","-","-"
"16777216","16777471","AU","Australia"
"16777472","16778239","CN","China"
"1359103232","1359103487","GB","United Kingdom of Great Britain and Northern Ireland"
"2948595712","2948661247","KR","Korea, Republic of"
"3232235520","3232301055","-","-"
"281470698520576","281470698520831","AU","Australia"
"42540528726795050063891204319802818560","42540528806023212578155541913346768895","JP","Japan"
`;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geoip-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, content: string | Buffer): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

describe.each([
  { layout: 'DB-IP lite', file: () => write('dbip.csv', DBIP_CSV) },
  { layout: 'IP2Location LITE DB1', file: () => write('ip2location.csv', IP2LOCATION_CSV) },
  { layout: 'DB-IP lite, gzipped', file: () => write('dbip.csv.gz', gzipSync(DBIP_CSV)) },
])('GeoIP table: $layout', ({ file }) => {
  let geoIp: GeoIp;
  beforeAll(async () => {
    geoIp = await loadGeoIp(file());
  });

  it('finds the country of IPv4 addresses, at range edges too', () => {
    expect(geoIp.country('1.0.0.0')).toBe('AU');
    expect(geoIp.country('1.0.0.255')).toBe('AU');
    expect(geoIp.country('1.0.2.17')).toBe('CN');
    expect(geoIp.country('81.2.69.160')).toBe('GB');
  });

  it('reads IPv4-mapped IPv6 addresses (dual-stack sockets) as IPv4', () => {
    expect(geoIp.country('::ffff:81.2.69.160')).toBe('GB');
    expect(geoIp.country('::ffff:1.0.0.1')).toBe('AU');
  });

  it('finds the country of IPv6 addresses', () => {
    expect(geoIp.country('2001:200::1')).toBe('JP');
    expect(geoIp.country('2001:200:ffff:ffff:ffff:ffff:ffff:ffff')).toBe('JP');
  });

  it('gives no country to private, loopback, unlisted or malformed addresses', () => {
    for (const ip of ['10.1.2.3', '192.168.1.1', '127.0.0.1', '::1', 'fe80::1', '2001:db8::1', '1.0.4.0', 'nonsense'])
      expect(geoIp.country(ip), ip).toBeNull();
  });
});

describe('GeoIP table: rows and failures', () => {
  it('keeps only rows with a real country', async () => {
    const geoIp = await loadGeoIp(write('dbip-count.csv', DBIP_CSV));
    expect(geoIp.ranges).toEqual({ ipv4: 3, ipv6: 2 });
    expect(geoIp.country('2a00:1450:4001:80b::200e')).toBe('IE');
  });

  it('maps a private address only when the table names a country for it', async () => {
    const geoIp = await loadGeoIp(write('local.csv', '127.0.0.0,127.255.255.255,FR\n'));
    expect(geoIp.country('127.0.0.1')).toBe('FR');
  });

  it('refuses a missing file or one without ranges, naming the setting', async () => {
    await expect(loadGeoIp(path.join(dir, 'missing.csv'))).rejects.toThrow(/GEOIP_DB_PATH: cannot read/);
    await expect(loadGeoIp(write('empty.csv', 'first,last,country\n'))).rejects.toThrow(/no address ranges/);
  });
});

describe('parseAddress', () => {
  it.each([
    ['0.0.0.0', 0n],
    ['1.2.3.4', 0x01020304n],
    ['::', 0n],
    ['::1', 1n],
    ['2001:db8::ff00:42:8329', 0x20010db8000000000000ff0000428329n],
    ['::ffff:1.2.3.4', 0xffff01020304n],
    ['fe80::1%eth0', 0xfe800000000000000000000000000001n],
    ['16777216', 16777216n],
  ])('%s', (text, value) => {
    expect(parseAddress(text)).toBe(value);
  });

  it('refuses what is not an address', () => {
    for (const text of ['', '1.2.3', '256.1.1.1', 'abc', '1::2::3']) expect(parseAddress(text), text).toBeNull();
  });
});
