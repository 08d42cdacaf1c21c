import { describe, expect, it } from 'vitest';
import { bioFeatures } from './profile-features';
import { scoreBio } from './profile-rubric';

// Short excerpts of real self-summaries (OkCupid research data set, lower-cased by its publishers).
const vivid =
  "i live on a cliff at the end the world. i keep watch for mermaids and the occasional pirate ship but mostly talk to my dogs, read, take beautiful images, or plan what i'll eat next. when that isn't enough i explore the coast or drive into the city (there are always bars and good food there).";
const adjectives =
  'im a man passionate about embracing life, enjoying everything it has to offer, taking advantage of every opportunity i can. i know what i want and i go after it.';
const demanding =
  'engineer, musician, artist, thinker, in search of a lady with a beautiful heart and mind. you must be honest. no drama and no games please.';

describe('bio features', () => {
  it('finds concrete details, first-person doing and asides in a vivid bio', () => {
    const f = bioFeatures(vivid);
    expect(f.details.some((d) => d.endsWith('pirate ship'))).toBe(true);
    expect(f.actions).toEqual(expect.arrayContaining(['I keep watch for mermaids']));
    expect(f.asides).toBe(1);
    expect(f.negatives).toEqual([]);
  });

  it('finds texting forms, generic words and no detail in an adjective bio', () => {
    const f = bioFeatures(adjectives);
    expect(f.sloppy).toContain('im');
    expect(f.genericWords).toContain('passionate');
    expect(f.details).not.toContain('advantage');
  });

  it('finds demands and negative lines', () => {
    const f = bioFeatures(demanding);
    expect(f.demands.length + f.negatives.length).toBeGreaterThanOrEqual(2);
  });

  it('ranks them as a coach would: vivid above adjectives and demands', () => {
    const [v, a, d] = [vivid, adjectives, demanding].map((bio) => scoreBio(bio).score);
    expect(v).toBeGreaterThan(a!);
    expect(v).toBeGreaterThan(d!);
  });

  it('counts the adjectives a writer gives themselves only where nothing concrete stands behind them', () => {
    const told = bioFeatures('i am caring, compassionate and loyal. people describe me as a noble and lovely person.');
    expect(told.emptyTraits).toEqual(expect.arrayContaining(['caring', 'compassionate', 'loyal', 'noble', 'lovely']));
    expect(told.concreteSentenceShare).toBe(0);
    const shown = bioFeatures('i am caring: i drive my neighbour to her chemo in a rusty volvo every tuesday.');
    expect(shown.emptyTraits).toEqual([]);
    expect(shown.concreteSentenceShare).toBe(1);
  });

  it('lets Specificity quote the empty self-descriptions that cost it', () => {
    const { breakdown } = scoreBio(
      'i am caring, compassionate, loyal and dependable. my friends say i am generous and thoughtful. i am a devoted and sincere person, and i am looking for the same.',
    );
    const specificity = breakdown.find((c) => c.criterion === 'Specificity')!;
    expect(specificity.score).toBeLessThan(specificity.max);
    expect(specificity.note).toMatch(/"(caring|compassionate|dependable)"/);
  });
});
