import { describe, expect, it } from 'vitest';
import { nameUpdateSchema } from './schemas/auth';
import { NAME_MAX, signInName } from './person-name';

describe('signInName', () => {
  it('puts line breaks and control characters, with the spaces around them, as one space', () => {
    expect(signInName('Ann\nLee')).toBe('Ann Lee');
    expect(signInName(' Ann \r\n\t Lee\u0000\u0007 ')).toBe('Ann Lee');
    expect(signInName('Ann\u0085\u2028\u2029Lee')).toBe('Ann Lee');
    // Spaces that are not around a break are the user's own.
    expect(signInName('Mary  Ann')).toBe('Mary  Ann');
  });

  it('drops half an emoji (which the database cannot store) and keeps whole ones', () => {
    expect(signInName('Gia\uD83D')).toBe('Gia');
    expect(signInName('\uDE00Gia 😀')).toBe('Gia 😀');
  });

  it('cuts a longer name at 60, never inside a character', () => {
    expect(signInName('x'.repeat(200))).toBe('x'.repeat(NAME_MAX));
    // 😀 is two UTF-16 units, as the profile form counts: 29 of them and a half would be 61.
    expect(signInName(`${'😀'.repeat(29)}a😀`)).toBe(`${'😀'.repeat(29)}a`);
    expect(signInName(`${'x'.repeat(59)} y`)).toBe('x'.repeat(59));
  });

  it('is none when nothing is left', () => {
    for (const value of ['', '   ', '\r\n\t', undefined, null]) expect(signInName(value)).toBeUndefined();
  });

  it('always gives a name the profile form would accept', () => {
    for (const raw of ['a\nb', '\u2028x\u2029', ' é'.repeat(100), '😀'.repeat(40), 'Zoë\u0000\u001f\u007f']) {
      const name = signInName(raw)!;
      expect(nameUpdateSchema.safeParse({ firstName: name, lastName: name }).success, JSON.stringify(raw)).toBe(true);
    }
  });
});
