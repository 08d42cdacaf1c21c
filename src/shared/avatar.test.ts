import { describe, expect, it } from 'vitest';
import { AVATAR_GRADIENT_COUNT, avatarGradientIndex, avatarInitials } from './avatar';

describe('avatarInitials', () => {
  it('follows the fallbacks of the spec in order', () => {
    expect(avatarInitials({ firstName: 'ann', lastName: 'lee', email: 'x@y.z' })).toBe('AL');
    expect(avatarInitials({ firstName: 'Priya', email: 'x@y.z' })).toBe('PR');
    expect(avatarInitials({ firstName: ' ', lastName: 'Lee', email: 'zoe@y.z' })).toBe('Z');
    expect(avatarInitials({})).toBe('?');
  });
});

describe('avatarGradientIndex', () => {
  it('is stable, case-insensitive and within the six gradients', () => {
    expect(avatarGradientIndex('Ann@Example.com')).toBe(avatarGradientIndex('ann@example.com'));
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const index = avatarGradientIndex(`user${i}@example.com`);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(AVATAR_GRADIENT_COUNT);
      seen.add(index);
    }
    expect(seen.size).toBe(AVATAR_GRADIENT_COUNT);
  });
});
