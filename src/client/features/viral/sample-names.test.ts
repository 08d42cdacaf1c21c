import { describe, expect, it } from 'vitest';
import { avoidUserName } from './sample-names';

const rows = [{ name: 'Priya S.' }, { name: 'Jonas M.' }, { name: 'Maya, 29' }];

describe('avoidUserName', () => {
  it('keeps every row when no sample shares the first name', () => {
    expect(avoidUserName(rows, 'Sam')).toEqual(rows);
    expect(avoidUserName(rows, null)).toEqual(rows);
    expect(avoidUserName(rows, '  ')).toEqual(rows);
  });

  it('renames only the row that starts with the user first name, keeping the rest of it', () => {
    expect(avoidUserName(rows, 'Priya').map((r) => r.name)).toEqual(['Rowan S.', 'Jonas M.', 'Maya, 29']);
    expect(avoidUserName(rows, 'maya').map((r) => r.name)).toEqual(['Priya S.', 'Jonas M.', 'Rowan, 29']);
  });

  it('ignores case and accents, and never picks a spare that is the user name or already shown', () => {
    const named = [{ name: 'Rowan T.' }, { name: 'Noor A.' }, { name: 'Tomas B.' }];
    expect(avoidUserName(named, 'TOMÁS').map((r) => r.name)).toEqual(['Rowan T.', 'Noor A.', 'Kemi B.']);
    const out = avoidUserName([{ name: 'Kemi X.' }], 'kemi');
    expect(out[0]!.name).not.toMatch(/^Kemi/);
  });

  it('leaves the input untouched', () => {
    const input = [{ name: 'Priya S.' }];
    avoidUserName(input, 'Priya');
    expect(input[0]!.name).toBe('Priya S.');
  });
});
