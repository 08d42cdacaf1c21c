import { describe, expect, it } from 'vitest';
import { readInterests, splitInterests } from './interest-kinds';

const kinds = (text: string) => readInterests(text).map((reading) => [reading.interest, reading.kind]);

describe('interests to kinds of date', () => {
  it('reads hobbies WordNet knows through their hypernyms', () => {
    expect(kinds('sailing, chess, archery, tennis')).toEqual([
      ['sailing', 'water-sport'],
      ['chess', 'board-game'],
      ['archery', 'sport'],
      ['tennis', 'team-sport'],
    ]);
    expect(kinds('dumplings and sushi')).toEqual([
      ['dumplings', 'food'],
      ['sushi', 'food'],
    ]);
    expect(kinds('craft beer, jazz and pottery')).toEqual([
      ['craft beer', 'drink'],
      ['jazz', 'music'],
      ['pottery', 'craft'],
    ]);
  });

  it('splits a word WordNet lacks into two it has', () => {
    expect(kinds('kitesurfing')).toEqual([['kitesurfing', 'water-sport']]);
    expect(kinds('birdwatching')).toEqual([['birdwatching', 'nature']]);
  });

  it('uses the everyday sense where WordNet has another one first or none', () => {
    expect(kinds('salsa')).toEqual([['salsa', 'dance']]);
    expect(kinds('true crime podcasts')).toEqual([['true crime podcasts', 'stories']]);
    expect(readInterests('bird watching')[0]!.interest).toBe('birdwatching');
  });

  it('keeps the forms the templates need', () => {
    const [games, hiking, crime] = readInterests('board games, hiking, true crime podcasts');
    expect(games).toMatchObject({ thing: 'board game', ing: false });
    expect(hiking).toMatchObject({ thing: 'hiking', ing: true });
    expect(crime).toMatchObject({ topic: 'true crime' });
    expect(readInterests('vino')[0]!.synonyms).toContain('wine');
  });

  it('sets vague words and fillers aside', () => {
    expect(splitInterests('something fun')).toEqual([]);
    expect(splitInterests('Anything active, not sure')).toEqual([]);
    expect(splitInterests('I love thai food & kayaking')).toEqual(['thai food', 'kayaking']);
  });

  it('names no kind for words that are not hobbies', () => {
    expect(kinds('accountant')).toEqual([['accountant', null]]);
  });

  it("reads a verb typed before a dish as the dish, of the verb's kind", () => {
    const [thai] = readInterests('cooking thai food');
    expect(thai).toMatchObject({ interest: 'thai food', kind: 'cooking', dishKind: 'food' });
    expect(readInterests('eating sushi')[0]).toMatchObject({ interest: 'sushi', kind: 'food' });
    // Not before something that is not food: "making music" stays as typed.
    expect(readInterests('making music')[0]!.interest).toBe('making music');
  });

  it('tells a subject one can give a talk on from a time or a thing', () => {
    expect(readInterests('astronomy')[0]!.topical).toBe(true);
    expect(readInterests('true crime')[0]!.topical).toBe(true);
    expect(readInterests('sunsets')[0]!.topical).toBe(false);
    // "Sunset" climbs to a clock's "reading": that is no story.
    expect(readInterests('sunsets')[0]!.kind).not.toBe('stories');
  });
});
