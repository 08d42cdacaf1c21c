import { vi } from 'vitest';

/** A clipboard that records what was written to it (jsdom has none). */
export function stubClipboard() {
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}
