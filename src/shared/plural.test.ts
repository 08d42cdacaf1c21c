import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('uses the singular for exactly one, the plural otherwise', () => {
    expect(countOf(1, 'app')).toBe('1 app');
    expect(countOf(0, 'app')).toBe('0 apps');
    expect(countOf(2, 'credit')).toBe('2 credits');
    expect(countOf(1500, 'credit')).toBe('1,500 credits');
    expect(countOf(3, 'person', 'people')).toBe('3 people');
  });
});
