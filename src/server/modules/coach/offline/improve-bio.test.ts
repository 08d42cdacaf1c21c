import { describe, expect, it } from 'vitest';
import { hasPlaceholder } from '../../../../../scripts/lib/eval-metrics';
import { improveBio } from './improve-bio';
import { clichesIn, negativesIn } from './profile-features';

// Real self-summaries (OkCupid research data set, lower-cased by its publishers), shortened.
const real = {
  lawyer:
    "i'm an east coast transplant and i love living in the mission. i'm a lawyer (but in the good way, or at least i think so), a sister, a singer. i love to read. my friends tell me i'm outgoing, and i certainly do wind up talking to a lot of strangers. i also really really like sleeping - naps, nighttime, you name it. i like picnics and i like canning (mostly jam, haven't yet gotten into pickles but i'm pretty sure that's next). i'm a red sox fan. i'm a cheerful pessimist. i hate the cold, and i'm not crazy about people who are rude to waiters.",
  okc: "i get very few responses on okc, but here's a shot. always up for an adventure on a whim. the worst has been when i drove 5 hours to get lunch...but it was quite worth it. growing up my house resembled a zoo with rabbits, doves, pigeons, cats, dogs and a deer.",
  short: 'i am half french half spanish from europe',
};

describe('improveBio on real bios', () => {
  it('leads with the liveliest line, drops the negative one, and lands in 150-400 characters', () => {
    const improved = improveBio(real.lawyer, null);
    expect(improved.startsWith('I like picnics and I like canning')).toBe(true);
    expect(improved).not.toMatch(/rude to waiters|I hate/);
    expect(improved.length).toBeGreaterThanOrEqual(150);
    expect(improved.length).toBeLessThanOrEqual(450);
    expect(improved).toMatch(/\?$/);
  });

  it('writes clean English: "I", capitals, no texting forms', () => {
    const improved = improveBio(real.lawyer, null);
    expect(improved).not.toMatch(/\bi\b|\bim\b/);
    expect(improved).toMatch(/^[A-Z]/);
    for (const sentence of improved.split(/(?<=[.!?])\s+/)) expect(sentence).toMatch(/^[("']?[A-Z]/);
  });

  it('drops talk about the site and keeps what the user did', () => {
    const improved = improveBio(real.okc, null);
    expect(improved).not.toMatch(/okc/i);
    expect(improved).toContain('5 hours');
  });

  it('never adds a placeholder, a cliché or a negative line, and asks a question', () => {
    for (const bio of Object.values(real)) {
      const improved = improveBio(bio, null);
      expect(hasPlaceholder(improved)).toBe(false);
      expect(clichesIn(improved)).toEqual([]);
      expect(negativesIn(improved)).toEqual([]);
      expect(improved).toContain('?');
    }
  });
});
