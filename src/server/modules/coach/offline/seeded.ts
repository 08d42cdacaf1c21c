import { createHash } from 'node:crypto';

/**
 * Deterministic choices: the offline coach gives the same answer to the same
 * input (and a different one when the input, say the "more" round, changes).
 */
export function hashNumber(...parts: (string | number)[]): number {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest();
  return digest.readUInt32BE(0);
}

export function pick<T>(items: readonly T[], ...seed: (string | number)[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[hashNumber(...seed) % items.length]!;
}

/** A stable shuffle keyed by the seed. */
export function seededOrder<T>(items: readonly T[], ...seed: (string | number)[]): T[] {
  return items
    .map((item, index) => ({ item, key: hashNumber(...seed, index) }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}
