import { describe, expect, it } from 'vitest';
import { readLooseJson } from './loose-json';

describe('readLooseJson', () => {
  it('reads plain JSON with no repairs', () => {
    expect(readLooseJson('{"a": [1, 2.5, -3e2], "b": {"c": null, "d": true}}')).toEqual({
      value: { a: [1, 2.5, -300], b: { c: null, d: true } },
      repairs: [],
      incomplete: false,
    });
  });

  it.each([
    ['trailing commas', '{"a": [1, 2,], "b": 3,}', { a: [1, 2], b: 3 }, 'trailing_comma'],
    ['comments', '{\n// note\n"a": 1, /* more */ "b": 2}', { a: 1, b: 2 }, 'comment'],
    ['single quotes', "{'a': 'it is fine'}", { a: 'it is fine' }, 'quotes'],
    ['smart quotes', '{“a”: “fine”}', { a: 'fine' }, 'quotes'],
    ['bare keys', '{a: 1, b_c: "x"}', { a: 1, b_c: 'x' }, 'bare_key'],
    ['Python literals', '{"a": True, "b": None}', { a: true, b: null }, 'python_literal'],
    [
      'an unescaped quote inside a string',
      '{"a": "she said "hi" to me", "b": 1}',
      { a: 'she said "hi" to me', b: 1 },
      'quotes',
    ],
  ])('forgives %s', (_label, text, value, repair) => {
    const read = readLooseJson(text);
    expect(read?.value).toEqual(value);
    expect(read?.repairs).toContain(repair);
  });

  it('keeps an apostrophe inside a single-quoted string', () => {
    expect(readLooseJson("{'a': 'I'm here'}")?.value).toEqual({ a: "I'm here" });
  });

  it('reads escapes', () => {
    expect(readLooseJson('{"a": "line\\nnext \\u00e9 \\"q\\""}')?.value).toEqual({ a: 'line\nnext é "q"' });
  });

  it('starts where it is told and ignores what follows the value', () => {
    expect(readLooseJson('Here: {"a": 1} thanks', 6)?.value).toEqual({ a: 1 });
  });

  it('refuses what is not JSON, and a value cut short unless partial', () => {
    expect(readLooseJson('hello')).toBeNull();
    expect(readLooseJson('{"a": 1 "b": 2}')).toBeNull();
    expect(readLooseJson('{"a": [1, 2')).toBeNull();
  });

  it('reads a prefix as far as it goes when partial, leaving out a number that may still grow', () => {
    expect(readLooseJson('{"a": [{"m": "one"}, {"m": "tw', 0, true)).toEqual({
      value: { a: [{ m: 'one' }, { m: 'tw' }] },
      repairs: [],
      incomplete: true,
    });
    expect(readLooseJson('{"score": 4', 0, true)?.value).toEqual({});
    expect(readLooseJson('{"ok": tr', 0, true)?.value).toEqual({});
    expect(readLooseJson('{"a": "x\\', 0, true)?.value).toEqual({ a: 'x' });
    expect(readLooseJson('', 0, true)).toBeNull();
  });
});
