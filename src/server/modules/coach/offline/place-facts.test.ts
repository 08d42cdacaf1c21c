import { describe, expect, it } from 'vitest';
import { BIG_CITY_POPULATION, placeFacts, placeHas } from './place-facts';

describe('place facts', () => {
  it('knows a desert town is small and far from water, and a coastal city is neither', async () => {
    const palmSprings = await placeFacts('Palm Springs', 'US');
    expect(palmSprings).toMatchObject({ country: 'US', nearWater: false });
    expect(palmSprings!.population).toBeLessThan(BIG_CITY_POPULATION);
    const miami = await placeFacts('Miami, FL', 'US');
    expect(miami).toMatchObject({ name: 'Miami', nearWater: true });
    expect(miami!.population).toBeGreaterThan(BIG_CITY_POPULATION);
    // A large lake counts as water too.
    expect(await placeFacts('Chicago')).toMatchObject({ nearWater: true });
  });

  it('takes the town in the user’s country, else the most populous of the name', async () => {
    expect((await placeFacts('Portland'))!.country).toBe('US');
    expect((await placeFacts('Perth', 'GB'))!.country).toBe('GB');
    expect((await placeFacts('Perth'))!.country).toBe('AU');
  });

  it('knows nothing of a place it cannot find, and then rules nothing out', async () => {
    expect(await placeFacts('Nowhereville')).toBeNull();
    expect(await placeFacts('  ')).toBeNull();
    expect(placeHas(null, ['water', 'big-city'])).toBe(true);
  });

  it('checks each need', () => {
    const town = { name: 'Sedona', country: 'US', population: 10_000, nearWater: false };
    expect(placeHas(town, [])).toBe(true);
    expect(placeHas(town, ['water'])).toBe(false);
    expect(placeHas(town, ['big-city'])).toBe(false);
    expect(placeHas({ ...town, population: 500_000, nearWater: true }, ['water', 'big-city'])).toBe(true);
  });
});
