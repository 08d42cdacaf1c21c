import { beforeAll, describe, expect, it } from 'vitest';
import { cityIndex, distanceKm, prefersParentCity, type CityIndex } from './nearest-city';

let index: CityIndex;
beforeAll(async () => {
  index = await cityIndex();
});

describe('nearest city (GeoNames)', () => {
  it('loads the whole gazetteer once', async () => {
    expect(index.size).toBeGreaterThan(150_000);
    expect(await cityIndex()).toBe(index);
  });

  it.each([
    ['Paris', 48.8566, 2.3522, 'FR', 'Paris', 'Île-de-France'],
    ['Toronto (nearest is Bay Street Corridor)', 43.6532, -79.3832, 'CA', 'Toronto', 'Ontario'],
    ['Berlin (nearest is Mitte)', 52.52, 13.405, 'DE', 'Berlin', 'State of Berlin'],
    ['Chicago (nearest is Chicago Loop)', 41.8781, -87.6298, 'US', 'Chicago', 'Illinois'],
    ['Tokyo (nearest is Eifuku)', 35.6762, 139.6503, 'JP', 'Tokyo', 'Tokyo'],
    ['Mumbai', 19.076, 72.8777, 'IN', 'Mumbai', 'Maharashtra'],
    ['Anaheim (not the city of Orange, in Orange County)', 33.8366, -117.9143, 'US', 'Anaheim', 'California'],
    ['Sydney', -33.8688, 151.2093, 'AU', 'Sydney', 'New South Wales'],
  ])('%s', (_name, lat, lng, country, city, region) => {
    expect(index.nearest(lat, lng, country)).toMatchObject({ name: city, region });
  });

  it("prefers a place in the point's own country", () => {
    // Kehl (Germany) faces Strasbourg across the Rhine.
    const germanSide = index.nearest(48.5735, 7.8106, 'DE');
    expect(germanSide?.name).toBe('Kehl');
    expect(index.nearest(48.5735, 7.8106, 'FR')?.name).toBe('Strasbourg');
  });

  it('gives no city more than 100 km away', () => {
    expect(index.nearest(-27.5, 125.5, 'AU')).toBeNull();
    expect(index.nearest(48.8566, 2.3522, 'JP')).toBeNull();
  });

  it('searches across the antimeridian and near the poles', () => {
    // Fiji's Taveuni lies on 180°; Longyearbyen is at 78° north.
    expect(index.nearest(-16.8, -179.99, 'FJ')).not.toBeNull();
    expect(index.nearest(78.22, 15.65, 'SJ')?.name).toBe('Longyearbyen');
  });
});

describe('prefersParentCity', () => {
  const near = (name: string, region: string | null, district: string | null, countryCode = 'FR') => ({
    name,
    region,
    district,
    countryCode,
  });

  it('takes the city a neighbourhood is named after', () => {
    expect(prefersParentCity('Paris', near('Paris 04 Hôtel-de-Ville', 'Île-de-France', 'Paris'))).toBe(true);
    expect(prefersParentCity('Chicago', near('Chicago Loop', 'Illinois', 'Cook County', 'US'))).toBe(true);
    expect(prefersParentCity('Toronto', near('Bay Street Corridor', 'Ontario', 'Toronto county', 'CA'))).toBe(true);
    expect(prefersParentCity('Berlin', near('Mitte', 'State of Berlin', null, 'DE'))).toBe(true);
    expect(prefersParentCity('Sao Paulo', near('Se', 'São Paulo', null, 'BR'))).toBe(true);
  });

  it('leaves separate places alone', () => {
    expect(prefersParentCity('Orange', near('Anaheim', 'California', 'Orange County', 'US'))).toBe(false);
    expect(prefersParentCity('Par', near('Paris', 'Île-de-France', 'Paris'))).toBe(false);
    expect(prefersParentCity('Lyon', near('Paris 04 Hôtel-de-Ville', 'Île-de-France', 'Paris'))).toBe(false);
  });
});

describe('distanceKm', () => {
  it('measures great circles', () => {
    expect(distanceKm(48.8566, 2.3522, 51.5074, -0.1278)).toBeCloseTo(344, 0);
    expect(distanceKm(0, 179.9, 0, -179.9)).toBeCloseTo(22.2, 1);
  });
});

describe('cities by name (the place a person chooses)', () => {
  it('finds a place of the country by its exact name, ignoring case and accents', () => {
    expect(index.find('FR', 'paris')).toMatchObject({ name: 'Paris', region: 'Île-de-France' });
    expect(index.find('CH', 'ZURICH')).toMatchObject({ name: 'Zürich' });
    expect(index.find('US', 'Springfield', 'Illinois')).toEqual({ name: 'Springfield', region: 'Illinois' });
  });

  it('finds nothing for a name of another country, an unknown name or a region that does not match', () => {
    expect(index.find('DE', 'Paris')).toBeNull();
    expect(index.find('FR', 'Atlantis of the North')).toBeNull();
    expect(index.find('FR', 'Paris', 'Bavaria')).toBeNull();
  });

  it('suggests places that start with the query, the exact name first, one per name and region', () => {
    const hits = index.search('FR', 'pari', 8);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(8);
    expect(hits.every((c) => c.name.toLowerCase().startsWith('pari'))).toBe(true);
    expect(index.search('FR', 'paris', 8)[0]).toMatchObject({ name: 'Paris' });
    const springfields = index.search('US', 'springfield', 50).filter((c) => c.name === 'Springfield');
    expect(new Set(springfields.map((c) => c.region)).size).toBe(springfields.length);
    expect(index.search('FR', '   ', 8)).toEqual([]);
  });
});
