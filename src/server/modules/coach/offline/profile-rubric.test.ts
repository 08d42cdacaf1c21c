import { describe, expect, it } from 'vitest';
import { PROFILE_CRITERIA } from '../profile-criteria';
import { bioFeatures, clichesIn } from './profile-features';
import { pointsFor, scoreBio } from './profile-rubric';

// Bios written for these tests: short and long, warm and sour, vague and exact.
const BIOS = [
  'hey',
  'Just ask.',
  'I love to laugh and I am looking for my partner in crime. Work hard, play hard!',
  'Nurse by day, amateur baker by night. I make a rye sourdough every Sunday and I am still chasing the perfect crust.',
  'I like music, movies, food and fun stuff. I am easygoing, honest and kind. I like to have fun with friends and family and do things.',
  "No drama please. Don't message me if you can't hold a conversation. I'm tired of fake profiles and games.",
  'Grew up in Lisbon, moved to Leeds for a physics degree and stayed for the rain. I play cello in a community orchestra (badly, they say kindly) and I have run the Manchester half marathon twice. What was the last concert that surprised you?',
  'I think pineapple belongs on pizza and I will defend it. Haha. My dog Miso disagrees; he prefers cheese.',
  'Looking for someone who is tall and fit. You must love the gym. No smokers, no liars. Swipe left if you have kids.',
  `${'I spend my weekends kayaking on the river, cooking Thai curries for friends and reading science fiction on the train. '.repeat(12)}`,
  'u r cute lol. im here 4 fun ttyl!!!',
  'Teacher, climber, terrible gardener. Tell me about the best book you read this year.',
];

// Every pair of them too: 78 bios of every length and mix.
const MANY = [...BIOS, ...BIOS.flatMap((a, i) => BIOS.slice(i + 1).map((b) => `${a} ${b}`))];

const POSITIVE =
  /^(\d+ characters: room to|plenty|exact names and things|sounds like|a real question|warm throughout|no stock phrases|easy to read)/i;

describe('the profile rubric', () => {
  it('adds up to 10 across its criteria', () => {
    expect(PROFILE_CRITERIA.reduce((sum, c) => sum + c.max, 0)).toBe(10);
  });

  it('gives full points only for a full share', () => {
    expect(pointsFor(1, 1)).toBe(1);
    expect(pointsFor(0.6, 0.5)).toBe(0);
    expect(pointsFor(0.8, 2)).toBe(1.5);
    expect(pointsFor(0, 3)).toBe(0);
  });

  it('writes notes that agree with the points: full marks praise, fewer say what cost them or what is missing', () => {
    for (const bio of MANY) {
      for (const c of scoreBio(bio).breakdown) {
        const label = `${bio.slice(0, 30)} / ${c.criterion} ${c.score}/${c.max}: ${c.note}`;
        if (c.score === c.max) {
          expect(c.note, label).toMatch(POSITIVE);
          expect(c.note, label).not.toMatch(
            /too short|too little|missing|nothing concrete|reads as negative|stock phrases? seen|harder to read|hard to read/i,
          );
        } else {
          expect(c.note, label).not.toMatch(POSITIVE);
          expect(c.note, label).toMatch(/:|;|\(|too|not|no |nothing|little|more|long|would/i);
        }
      }
    }
  });

  it('names the words that earned or cost the points', () => {
    const lisbon = scoreBio(BIOS[6]!).breakdown;
    const note = (name: string, breakdown = lisbon) => breakdown.find((c) => c.criterion === name)!.note;
    expect(note('Detail')).toMatch(/"cello"|"Lisbon"/);
    expect(note('Specificity')).toMatch(/"Lisbon"/);
    expect(note('Conversation hook')).toMatch(/What was the last concert/);
    const cliched = scoreBio(BIOS[2]!).breakdown;
    expect(note('Clichés', cliched)).toMatch(/"partner in crime"/);
    const sour = scoreBio(BIOS[5]!).breakdown;
    expect(note('Negativity', sour)).toMatch(/"no drama"/);
    expect(sour.find((c) => c.criterion === 'Negativity')!.score).toBe(0);
    // Running down the other users is a complaint; "I hate to admit it" is not.
    const bitter = scoreBio(
      'I brew cider in my shed and sail a dinghy on Windermere most weekends. Most guys on here are so shallow, honestly.',
    ).breakdown;
    expect(note('Negativity', bitter)).toMatch(/"guys on here are so shallow"/);
    const modest = scoreBio(
      'I hate to admit it, but I own four kayaks. I paddle the Thames at dawn and make terrible bread on Sundays.',
    ).breakdown;
    expect(note('Negativity', modest)).not.toMatch(/complaint/);
    // Bare hobbies earn no Detail, and the note names them instead of calling the bio empty.
    const hobbies = scoreBio('My favourite things are astronomy and cycling. I am kind, loyal and calm.').breakdown;
    expect(note('Detail', hobbies)).toMatch(/You name "astronomy"/);
    expect(hobbies.find((c) => c.criterion === 'Detail')!.score).toBe(0);
    // Half a name is no detail: "tom" of "tom zanthorpe" is not quoted as a thing (a tom is a male cat).
    const hero = scoreBio('My music hero is tom zanthorpe.').breakdown;
    expect(note('Detail', hero)).not.toMatch(/"tom"/);
  });

  it('ranks as a coach would: exact and warm above vague, vague above sour', () => {
    const [exact, vague, sour, demanding] = [BIOS[6]!, BIOS[4]!, BIOS[5]!, BIOS[8]!].map((b) => scoreBio(b).score);
    expect(exact).toBeGreaterThanOrEqual(vague! + 2);
    expect(vague).toBeGreaterThan(sour!);
    expect(exact).toBeGreaterThan(demanding!);
  });

  it('does not reward length alone: a repeated line scores below a short exact bio of a third the length', () => {
    expect(scoreBio(BIOS[9]!).score).toBeLessThan(scoreBio(BIOS[6]!).score);
  });

  it('finds a stock phrase however it is padded', () => {
    expect(clichesIn("I'm not really sure what to say here, but I keep bees.")).toEqual([
      'not really sure what to say',
    ]);
    expect(clichesIn('Work hard, play harder.')).toEqual(['work hard, play harder']);
    expect(clichesIn('I work hard at the bakery.')).toEqual([]);
  });

  it('counts a real question, not a rhetorical one', () => {
    expect(bioFeatures('I moved here last spring and I still get lost. Why not?').realQuestion).toBeNull();
    expect(bioFeatures('Who am I? A welder who collects maps.').realQuestion).toBeNull();
    expect(bioFeatures('Well, where do I begin? I teach piano.').realQuestion).toBeNull();
    expect(bioFeatures('Which bakery in town does the best cinnamon bun?').realQuestion).toMatch(/bakery/);
  });

  it('reports the rules that earned or cost points', () => {
    const rules: string[] = [];
    scoreBio(BIOS[2]!, { onRule: (rule) => rules.push(rule) });
    expect(rules).toEqual(
      expect.arrayContaining(['profile-score/cliches/partner-in-crime', 'profile-score/cliches/love-to-laugh']),
    );
  });
});
