import { describe, expect, it } from 'vitest';
import { fillInGaps } from '../../../../shared/fill-ins';
import { editBio } from './improve-bio';
import { FIX_REASONS } from './rules/bio-edits.rules';

// Sentences written for these tests.
const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).length;

describe('editBio: a careful edit', () => {
  it('keeps the punchline after its setup: every sentence stays, in its order', () => {
    const bio =
      'i spent three years learning to make croissants in a tiny flat in glasgow. they are still terrible. my smoke alarm and i are on first-name terms.';
    const { text } = editBio(bio, null);
    expect(text).toBe(
      'I spent three years learning to make croissants in a tiny flat in Glasgow. They are still terrible. My smoke alarm and I are on first-name terms.',
    );
  });

  it('never cuts a bio to a word or drops its only self-description', () => {
    for (const bio of ['laid back guy.', "i'm easygoing and down to earth.", 'Work hard, play hard.']) {
      const { text, edits } = editBio(bio, null);
      expect(words(text)).toBeGreaterThanOrEqual(words(bio));
      expect(edits.filter((e) => e.kind === 'cut')).toEqual([]);
    }
  });

  it('adds no stock closing question', () => {
    const bios = [
      'I teach year six and coach the under-tens football team on Saturdays. Last summer I cycled from Bristol to Bath.',
      'I run a stall of second-hand records at the Sunday market, mostly Motown and old jazz.',
    ];
    for (const bio of bios) expect(editBio(bio, null).text).toBe(bio);
  });

  it('fixes texting forms, a lone "i", capitals and "!!!", and lists each fix with its reason', () => {
    const { text, edits } = editBio('honestly im a morning person tbh!!! u will find me at the pool by 7.', null);
    expect(text).toBe("Honestly I'm a morning person to be honest! You will find me at the pool by 7.");
    expect(edits).toContainEqual(expect.objectContaining({ kind: 'fixed', from: 'tbh', to: 'to be honest' }));
    expect(edits).toContainEqual(expect.objectContaining({ kind: 'fixed', from: '!!!', to: '!' }));
    for (const edit of edits) expect(edit.reason.length).toBeGreaterThan(0);
  });

  it('capitalises a place name whole, and leaves an app spelt like a brand alone', () => {
    const { text, edits } = editBio('grew up in south africa, moved to new york and gave up grindr for good.', null);
    expect(text).toBe('Grew up in South Africa, moved to New York and gave up grindr for good.');
    expect(edits).toContainEqual(expect.objectContaining({ from: 'south', to: 'South', reason: FIX_REASONS.name }));
    // Ordinary words before an ordinary word stay as written.
    expect(editBio('we met in the new forest.', null).text).toMatch(/^We met in the new forest\./);
    // A lake or a state is one name; a new car is not.
    expect(editBio('i row on lake merritt and grew up in new jersey. my new honda is red.', null).text).toBe(
      'I row on Lake Merritt and grew up in New Jersey. My new Honda is red.',
    );
  });

  it('writes out "dont" and "cant", which the tokenizer splits, and lists a capital on the whole word', () => {
    const { text, edits } = editBio("i dont mind rain. cant wait for summer though. can't complain.", null);
    expect(text).toBe("I don't mind rain. Can't wait for summer though. Can't complain.");
    expect(edits).toContainEqual(expect.objectContaining({ from: 'dont', to: "don't" }));
    expect(edits).toContainEqual(expect.objectContaining({ from: "can't", to: "Can't" }));
    expect(edits.some((e) => e.from === 'ca')).toBe(false);
  });

  it('capitals only a real sentence start: not inside a link, after "?," or on an abbreviation', () => {
    const bio = 'my results: http://typelogic.com/intj.html describe me. why change that?, and man. fyi i cook.';
    const { text } = editBio(bio, null);
    expect(text).toBe('My results: http://typelogic.com/intj.html describe me. Why change that?, and man. fyi I cook.');
  });

  it('gives a capital to a name, not to a two-letter code or a word it cannot be sure of', () => {
    const { text, edits } = editBio(
      'i grew up in grand island, ne and met my friends in boston. i gave up grindr.',
      null,
    );
    expect(text).toBe('I grew up in grand island, ne and met my friends in Boston. I gave up grindr.');
    expect(edits.map((e) => e.to)).not.toContain('Ne');
  });

  it('reads "ur" by the word after it', () => {
    const bio = 'ur dog Pepper looks happier than me in photos from Crete. if ur funny we will get along.';
    expect(editBio(bio, null).text).toBe(
      "Your dog Pepper looks happier than me in photos from Crete. If you're funny we will get along.",
    );
  });

  it('cuts a sentence that is only a cliché, and says why', () => {
    const bio =
      'I restore old bicycles in my garage and sell them to students. Most weekends I ride out to the coast. Work hard, play hard.';
    const { text, edits } = editBio(bio, null);
    expect(text).toBe(
      'I restore old bicycles in my garage and sell them to students. Most weekends I ride out to the coast.',
    );
    expect(edits).toEqual([expect.objectContaining({ kind: 'cut', from: 'Work hard, play hard.', to: '' })]);
  });

  it('leaves a cliché inside a longer sentence alone rather than break the sentence', () => {
    const bio = 'I love to laugh at my own jokes about trains. I drive the night bus across the city.';
    expect(editBio(bio, null).text).toBe(bio);
  });

  it('marks what only the user can add as a fill-in, after the sentence it belongs to, and invents nothing', () => {
    const { text, edits } = editBio('I like music and being outside. Say hi.', null);
    const gaps = fillInGaps(text);
    expect(gaps).toHaveLength(1);
    expect(text.startsWith('I like music and being outside. ')).toBe(true);
    expect(text.endsWith('Say hi.')).toBe(true);
    expect(edits.filter((e) => e.kind === 'add')).toHaveLength(1);
  });

  it('keeps line breaks and reports the rules it applied', () => {
    const rules: string[] = [];
    const { text } = editBio('i paint.\n\ni also swim in the lake every morning.', null, undefined, {
      onRule: (rule) => rules.push(rule),
    });
    expect(text).toBe('I paint.\n\nI also swim in the lake every morning.');
    expect(rules).toContain('bio-edits/textspeak/i');
  });

  it('leaves a sentence in another language as written: no capitals on its words, no spelling fixes', () => {
    const bio =
      'i teach maths in leeds. me gusta la playa y la comida de mi abuela. ich lerne deutsch und ich mchte mit dir ben! i also bake bread on sundays.';
    const { text, edits } = editBio(bio, null);
    expect(text).toContain('me gusta la playa y la comida de mi abuela.');
    expect(text).toContain('ich lerne deutsch und ich mchte mit dir ben!');
    expect(text).toMatch(/^I teach maths in Leeds\./);
    expect(text).toMatch(/I also bake bread on Sundays\.$/);
    expect(edits.map((e) => e.from)).not.toContain('dir');
    expect(edits.map((e) => e.from)).not.toContain('ben');
  });

  it('still reads an English sentence full of names and typos as English', () => {
    const { text } = editBio('moved from greece to london in september, im a nurse.', null);
    expect(text).toBe("Moved from Greece to London in September, I'm a nurse.");
    expect(editBio("i'm part klingon, part bene gesserit.", null).text).toMatch(/^I'm part/);
    const mixed = editBio('okay, read on if i may... ich lerne deutsch und ich mchte mit dir ben!', null).text;
    expect(mixed).toBe('Okay, read on if I may... ich lerne deutsch und ich mchte mit dir ben!');
  });
});
