import { describe, expect, it } from 'vitest';
import { defaultExportFilename } from '../save-file';
import { filenameFromDisposition } from './account';

describe('filenameFromDisposition', () => {
  it.each([
    ['attachment; filename="datewise-data-2025-03-04.json"', 'datewise-data-2025-03-04.json'],
    ['attachment; filename=export.json', 'export.json'],
    ['attachment; filename="plain.json"; filename*=UTF-8\'\'caf%C3%A9.json', 'café.json'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\Users\\\\x.json"', 'x.json'],
    ['attachment', null],
    ['attachment; filename=""', null],
    [null, null],
  ])('%s -> %s', (header, expected) => {
    expect(filenameFromDisposition(header)).toBe(expected);
  });
});

describe('defaultExportFilename', () => {
  it('names the file after the local calendar day', () => {
    expect(defaultExportFilename(new Date(2025, 0, 9, 23, 30))).toBe('datewise-data-2025-01-09.json');
  });
});
