import { describe, expect, it } from 'vitest';
import { messageStyles } from '../../../../shared/coach-options';
import { OPENER_PROFILES, type OpenerProfile } from './fixtures/opener-profiles';
import { escapeRegExp } from './lexicon';
import { extractDetails } from './match-details';
import { generateMessagesOffline, windowSizes } from './messages';

// Short excerpts of real self-summaries (OkCupid research data set, lower-cased by its publishers).
const story =
  'its always hard to write about this sort of stuff...but heres a shot: always up for an adventure on a whim. the worst has been when i drove 5 hours to get lunch...but it was quite worth it. i love animals and spent a summer at the roller derby rink.';
const names =
  'i love trees. d-_-b tool, in flames, lately a lot of post-rock. films by wong kar wai, david fincher and richard linklater.';
const plain = 'i am a nice person who likes to have fun and hang out.';

const messages = (matchInfo: string, style: (typeof messageStyles)[number], round = 0) =>
  generateMessagesOffline({ matchInfo, style, mode: 'starter', round }, null).messages.map((m) => m.message);

describe('openers', () => {
  it('finds the details of a real profile: a story said back to them, names, things', () => {
    const { details } = extractDetails(story);
    expect(details).toEqual(
      expect.arrayContaining([
        { kind: 'story', text: 'you drove 5 hours to get lunch' },
        { kind: 'thing', text: 'roller derby rink', article: true },
      ]),
    );
    expect(
      extractDetails(names)
        .details.filter((d) => d.kind === 'name')
        .map((d) => d.text),
    ).toEqual(['Wong Kar Wai', 'David Fincher', 'Richard Linklater']);
    // A set phrase of another language is no name, and a person is never "it".
    const latin = extractDetails('carpe diem is my motto, mostly. i paint ceramic owls and read le carre novels.');
    expect(latin.details.map((d) => d.text.toLowerCase())).not.toContain('carpe diem');
    // A name after "in" is a place: never "casual fan or can-talk-for-an-hour fan" of a neighbourhood.
    const shop = extractDetails('my flat is in upper manhattan, above a noodle bar.').details;
    expect(shop).toContainEqual({ kind: 'place', text: 'Upper Manhattan' });
    const people = [0, 1, 2].flatMap((round) =>
      messageStyles.flatMap((style) =>
        generateMessagesOffline(
          { matchInfo: 'big fan of nina simone and miles davis', style, mode: 'starter', round },
          null,
        ).messages.map((m) => m.message),
      ),
    );
    expect(people.join(' ')).toMatch(/Nina Simone|Miles Davis/);
    expect(people.join(' ')).not.toMatch(/about it you'd|come across it\b/);
  });

  it('takes a title in quotes as a title, and a pet with its name', () => {
    const { name, details } = extractDetails(
      'Maya, 29. Has a golden retriever called Biscuit. Just finished reading "The Secret History" and got back from Lisbon.',
    );
    expect(name).toBe('Maya');
    expect(details.slice(0, 3)).toEqual([
      { kind: 'pet', text: 'Biscuit', animal: 'golden retriever' },
      { kind: 'title', text: 'The Secret History' },
      { kind: 'place', text: 'Lisbon' },
    ]);
  });

  it('takes a pet of theirs, not animals they mention', () => {
    expect(extractDetails('i have a dog and a cat').details[0]).toEqual({
      kind: 'pet',
      text: 'your dog',
      animal: 'dog',
    });
    expect(extractDetails('growing up my house resembled more a zoo with rabbits, cats, dogs').details).toEqual([]);
  });

  it.each(messageStyles)('writes capitalised openers on details, each round new (%s)', (style) => {
    const seen = new Set<string>();
    for (let round = 0; round < 3; round += 1) {
      const shown = messages(story + ' ' + names, style, round);
      expect(shown.length).toBeGreaterThanOrEqual(3);
      for (const line of shown) {
        expect(line).toMatch(/^[A-Z"]/);
        expect(line).not.toMatch(/\[|\s{2}|undefined/);
        expect(seen.has(line), line).toBe(false);
        seen.add(line);
      }
    }
    // The first round quotes each of the profile's two details once; the third line speaks to the profile.
    const first = messages(story, style);
    expect(first.filter((l) => /lunch|5 hours/.test(l))).toHaveLength(1);
    expect(first.filter((l) => /roller derby/.test(l))).toHaveLength(1);
    expect(first.filter((l) => /your profile/i.test(l)).length).toBeGreaterThanOrEqual(1);
  });

  it('says no more than a round needs when the profile gives little: three lines, one of them on its one detail', () => {
    expect(extractDetails(plain).details).toEqual([]);
    const shown = messages(plain, 'thoughtful');
    expect(shown).toHaveLength(3);
    expect(new Set(shown).size).toBe(3);
    expect(messages(plain, 'thoughtful', 1)).toEqual(shown);
    const one = 'i am a nice person. i love going to the roller derby rink on fridays.';
    expect(extractDetails(one).details.map((d) => d.text)).toEqual(['roller derby rink']);
    const onDetail = messages(one, 'playful');
    expect(onDetail).toHaveLength(3);
    expect(new Set(onDetail).size).toBe(3);
    // The detail is quoted once; the other two speak to the profile as a whole.
    expect(onDetail.filter((line) => line.includes('roller derby rink'))).toHaveLength(1);
    expect(onDetail.filter((line) => /your profile/i.test(line))).not.toHaveLength(0);
  });

  it('never quotes one detail twice in a round, whatever the style', () => {
    const profiles = [
      'Teacher by day, roller derby by night. Derby name: Maim Eyre',
      'listening to Nota Bene on repeat. that is all.',
      'grad student studying black holes. yes i will explain them on a first date.',
    ];
    for (const profile of profiles)
      for (const style of messageStyles) {
        const shown = messages(profile, style).map((l) => l.toLowerCase());
        expect(shown.length).toBeGreaterThanOrEqual(3);
        for (const { text } of extractDetails(profile).details)
          expect(shown.filter((l) => l.includes(text.toLowerCase())).length, `${text} (${style})`).toBeLessThanOrEqual(
            1,
          );
        expect(shown.filter((l) => l.includes('derby')).length).toBeLessThanOrEqual(1);
      }
  });

  it("reads a thin profile's other interests as written, not a verb or one counted thing", () => {
    const texts = (t: string) => extractDetails(t).details.map((d) => d.text);
    expect(texts('i make wine and i brew beer. big on photography.')).toEqual(['photography', 'wine', 'beer']);
    expect(texts('learned to cook in italy, then worked in a restaurant. i love wine.')).toEqual(['wine']);
    expect(texts('i volunteer at the animal shelter. i love live jazz and stand-up comedy.')).not.toContain('jazz');
  });

  it('names the rule of every opener it shows', () => {
    const rules: string[] = [];
    const shown = generateMessagesOffline(
      { matchInfo: story, style: 'funny', mode: 'starter', round: 0 },
      null,
      (rule) => rules.push(rule),
    ).messages;
    expect(rules).toHaveLength(shown.length);
    for (const rule of rules) expect(rule).toMatch(/^openers\/(story|thing|profile-frame)-funny#[1-6]$/);
  });

  it('never quotes a phrase cut out of a longer one', () => {
    const details = extractDetails(
      'i work a 40-hour work week. hi my names john smith. i love three dog night, of course simpsons, myers-briggs enfj, on a day to day basis',
    ).details.map((d) => d.text.toLowerCase());
    for (const cut of [
      'hour work week',
      'names john smith',
      'dog night',
      'course simpsons',
      'briggs enfj',
      'day basis',
    ])
      expect(details).not.toContain(cut);
  });

  it('cuts every candidate into rounds of 3 to 5', () => {
    for (let n = 3; n <= 40; n += 1) {
      const sizes = windowSizes(n);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
      expect(sizes.every((s) => s >= 3 && s <= 5)).toBe(true);
    }
  });
});

describe('openers on profiles written for these tests', () => {
  // A quoted or named phrase is cut when it sits inside a longer whole phrase of the profile without covering it,
  // or right after a number or a hyphen there ("hour work week" of a "40-hour work week").
  const cutIn = (phrase: string, profile: OpenerProfile) => {
    const text = profile.text.toLowerCase();
    const p = phrase.toLowerCase().replace(/^the /, '');
    const starts = [...text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(p)}(?![\\p{L}\\p{N}])`, 'gu'))];
    if (!starts.length) return false;
    return starts.every(({ index }) => {
      const end = index + p.length;
      const before = text.slice(0, index);
      if (/[-\d]$/.test(before) || /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty) $/.test(before))
        return true;
      // An article is not part of the phrase: "Blue Note" quotes "the blue note" whole.
      return profile.whole.some((w) => {
        const whole = w.toLowerCase().replace(/^the /, '');
        const at = text.indexOf(whole);
        return at >= 0 && at < end && index < at + whole.length && !(index <= at && end >= at + whole.length);
      });
    });
  };

  it('has enough varied profiles to mean something', () => {
    expect(OPENER_PROFILES.length).toBeGreaterThanOrEqual(25);
  });

  it.each(OPENER_PROFILES.map((p, i) => [i, p] as const))('never quotes a cut phrase (profile %i)', (_, profile) => {
    for (const detail of extractDetails(profile.text).details)
      expect(cutIn(detail.text, profile), `${detail.text} in: ${profile.text}`).toBe(false);
    for (const style of messageStyles)
      for (const line of messages(profile.text, style)) {
        expect(line).not.toMatch(/\{|\}|undefined|\s{2}/);
        for (const quoted of line.matchAll(/"([^"]+)"/g))
          expect(cutIn(quoted[1]!, profile), `${quoted[1]} in: ${line}`).toBe(false);
      }
  });
});
