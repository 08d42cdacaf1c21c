/**
 * A forgiving JSON reader for what language models write when asked for JSON:
 * JSON itself, plus the habits that break `JSON.parse` but leave the meaning
 * plain (trailing commas, comments, single or "smart" quotes, bare keys,
 * Python's True/False/None, an unescaped quote inside a string). It also
 * reads a prefix of an answer still being written (`partial`), keeping what
 * is complete and the text of a string still growing, which is how a
 * streamed answer is shown as it arrives.
 *
 * It never guesses content: every value it returns is text the model wrote.
 */

export type LooseJsonRepair = 'trailing_comma' | 'comment' | 'quotes' | 'bare_key' | 'python_literal';

interface LooseJsonResult {
  value: unknown;
  /** The habits that had to be forgiven (empty for plain JSON). */
  repairs: LooseJsonRepair[];
  /** The text ended before the value did (only with `partial`). */
  incomplete: boolean;
}

/** The text ended inside the value. */
class EndOfText extends Error {}
/** The text is not a value. */
class NotJson extends Error {}

/** The closing quote for each opening quote a model may use. */
const QUOTES: Record<string, string> = { '"': '"', "'": "'", '“': '”', '‘': '’', '”': '”' };
const LITERALS: Record<string, unknown> = { true: true, false: false, null: null };
const PYTHON_LITERALS: Record<string, unknown> = { True: true, False: false, None: null };
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' };

type Attach = (value: unknown) => void;

/**
 * Reads one JSON value starting at `start`; null when there is none. With
 * `partial`, a value the text cuts short is returned as far as it goes (an
 * unfinished number or word is left out: it may still change).
 */
export function readLooseJson(text: string, start = 0, partial = false): LooseJsonResult | null {
  const repairs = new Set<LooseJsonRepair>();
  let i = start;

  const skipSpace = () => {
    for (;;) {
      while (i < text.length && /\s/.test(text[i]!)) i++;
      const comment = text.startsWith('//', i) ? '\n' : text.startsWith('/*', i) ? '*/' : null;
      if (!comment) return;
      repairs.add('comment');
      const close = text.indexOf(comment, i + 2);
      i = close === -1 ? text.length : close + comment.length;
    }
  };

  const needMore = () => {
    if (i >= text.length) throw partial ? new EndOfText() : new NotJson();
  };

  /** A closing quote counts only where a value can end: before , } ] : or the end of the text. */
  const closesHere = (at: number) => {
    let j = at + 1;
    while (j < text.length && /\s/.test(text[j]!)) j++;
    return j >= text.length || ',}]:'.includes(text[j]!);
  };

  /** Calls `grow` with the text so far whenever the input ends inside the string. */
  const readString = (grow: Attach): string => {
    const close = QUOTES[text[i]!]!;
    if (text[i] !== '"') repairs.add('quotes');
    i++;
    let out = '';
    for (;;) {
      if (i >= text.length) {
        grow(out);
        needMore();
      }
      const ch = text[i]!;
      if (ch === '\\') {
        const next = text[i + 1];
        if (next === undefined || (next === 'u' && i + 6 > text.length)) {
          grow(out);
          i = text.length;
          needMore();
        }
        if (next === 'u') {
          out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16) || 0xfffd);
          i += 6;
        } else {
          out += ESCAPES[next!] ?? next;
          i += 2;
        }
        continue;
      }
      if (ch === close) {
        if (closesHere(i)) {
          i++;
          return out;
        }
        // An unescaped quote inside the text ("she said "hi" to me") is a character of it.
        repairs.add('quotes');
      }
      out += ch;
      i++;
    }
  };

  const readKey = (): string => {
    if (QUOTES[text[i]!] !== undefined) return readString(() => undefined);
    const match = /^[\p{L}_$][\p{L}\p{N}_$-]*/u.exec(text.slice(i, i + 100));
    if (!match) throw new NotJson();
    i += match[0].length;
    needMore();
    repairs.add('bare_key');
    return match[0];
  };

  const readValue = (attach: Attach): void => {
    skipSpace();
    needMore();
    const ch = text[i]!;
    if (ch === '{') return readObject(attach);
    if (ch === '[') return readArray(attach);
    if (QUOTES[ch] !== undefined) return attach(readString(attach));
    const number = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 64));
    const word = number ? '' : (/^[A-Za-z]+/.exec(text.slice(i, i + 10))?.[0] ?? '');
    i += number ? number[0].length : word.length;
    // A number or word at the very end may still be growing ("4" of "48"): it waits for the next chunk.
    if (partial) needMore();
    if (number) return attach(Number(number[0]));
    if (word in LITERALS) return attach(LITERALS[word]);
    if (word in PYTHON_LITERALS) {
      repairs.add('python_literal');
      return attach(PYTHON_LITERALS[word]);
    }
    throw new NotJson();
  };

  const readObject = (attach: Attach) => {
    const object: Record<string, unknown> = {};
    attach(object);
    i++;
    for (;;) {
      skipSpace();
      needMore();
      if (text[i] === '}') {
        i++;
        return;
      }
      const key = readKey();
      skipSpace();
      needMore();
      if (text[i] !== ':') throw new NotJson();
      i++;
      readValue((value) => (object[key] = value));
      skipSpace();
      needMore();
      if (text[i] === ',') {
        i++;
        skipSpace();
        if (text[i] === '}') repairs.add('trailing_comma');
      } else if (text[i] !== '}') throw new NotJson();
    }
  };

  const readArray = (attach: Attach) => {
    const array: unknown[] = [];
    attach(array);
    i++;
    for (;;) {
      skipSpace();
      needMore();
      if (text[i] === ']') {
        i++;
        return;
      }
      const index = array.length;
      readValue((value) => (array[index] = value));
      skipSpace();
      needMore();
      if (text[i] === ',') {
        i++;
        skipSpace();
        if (text[i] === ']') repairs.add('trailing_comma');
      } else if (text[i] !== ']') throw new NotJson();
    }
  };

  let root: unknown;
  let seen = false;
  const attachRoot: Attach = (value) => {
    root = value;
    seen = true;
  };
  try {
    readValue(attachRoot);
    return { value: root, repairs: [...repairs], incomplete: false };
  } catch (error) {
    if (error instanceof EndOfText) return seen ? { value: root, repairs: [...repairs], incomplete: true } : null;
    if (error instanceof NotJson) return null;
    throw error;
  }
}
