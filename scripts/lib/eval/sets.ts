import fs from 'node:fs';
import path from 'node:path';
import { heldOut, readLabelledBios } from '../labelled-bios';

/**
 * The evaluation sets, each item tagged with its split. Development data tunes the coach; held-out data is only
 * measured (docs/eval-coach.md, "Split"). OkCupid bios and profiles whose id number is a multiple of 3 are held
 * out; eval/dev/*.json is development and eval/held-out/*.json held out; eval/situations and the date requests
 * written in dateRequests below are development data.
 */
export const splits = ['dev', 'held-out'] as const;
export type Split = (typeof splits)[number];

export interface Bio {
  id: string;
  split: Split;
  bio: string;
  label: number;
}

export interface MatchProfile {
  id: string;
  split: Split;
  text: string;
  /** Names, titles and counted things that must be quoted whole; for OkCupid text, the multi-word noun phrases. */
  wholePhrases: string[] | null;
  thin: boolean;
}

export interface IncomingMessage {
  id: string;
  split: Split;
  incoming: string;
  earlier: string[];
  kind: string;
  hasContent: boolean;
  answerCues: string[];
  mustNot: string[];
}

export interface DateRequest {
  id: string;
  split: Split;
  interests: string;
  budget: string;
  activityType: string;
  location: string;
  interestWords: string[];
}

export interface EvalSets {
  bios: Bio[];
  profiles: MatchProfile[];
  messages: IncomingMessage[];
  dateRequests: DateRequest[];
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const splitOf = (id: string): Split => (heldOut(id) ? 'held-out' : 'dev');
const FOLDERS: Record<Split, string> = { dev: 'eval/dev', 'held-out': 'eval/held-out' };

/** A file of eval/dev or eval/held-out, when present: the sets arrive there from their own branch. */
function written<T>(repoRoot: string, split: Split, file: string): T | null {
  const full = path.join(repoRoot, FOLDERS[split], file);
  return fs.existsSync(full) ? readJson<T>(full) : null;
}

interface WrittenMessage {
  id: string;
  incoming: string;
  earlier?: string[];
  kind: string;
  hasContent: boolean;
  answerCues: string[];
  mustNot: string[];
}
interface WrittenProfile {
  id: string;
  text: string;
  wholePhrases: string[];
  thin?: boolean;
}
interface WrittenRequest {
  id: string;
  interests: string;
  budget: string;
  activityType: string;
  location: string;
  interestWords: string[];
}
interface Situation {
  id: string;
  act: string;
  incoming: string;
  answerCues: string[];
  mustNot: string[];
}

/**
 * Date requests written with the script (development data): interests | budget | activity type | city |
 * words an idea on those interests would hold (stems, matched at a word's start).
 */
const SCRIPT_REQUESTS = `coffee, books and hiking | free | outdoor | Portland | coffee, book, hik, trail, read, café, cafe
  art, wine and jazz | $$$ | indoor | New York | art, wine, jazz, gallery, museum, paint
  board games and craft beer | $ | indoor | | board game, game, beer, brew, pub, tabletop
  running, climbing, anything active | $$ | active | Denver | run, climb, boulder, hik, trail, jog
  cooking and travel | $$ | relaxed | Chicago | cook, food, travel, market, cuisine, chef, recipe, dish
  photography and street food | $ | outdoor | Mumbai | photo, camera, street food, food, snack, stall, market
  live music and dancing | $$ | active | Austin | music, band, gig, concert, danc, salsa, swing
  museums, history and architecture | free | indoor | London | museum, history, histor, architect, building, gallery
  yoga, tea and houseplants | $ | relaxed | | yoga, tea, plant, garden, greenhouse, botanic
  comedy, karaoke and cocktails | $$$ | indoor | Los Angeles | comedy, comic, karaoke, cocktail, sing, bar
  cycling and picnics | free | active | Amsterdam | cycl, bike, picnic, ride
  movies and sushi | $$ | relaxed | Toronto | movie, film, cinema, sushi, japanese
  sailing, boats and the sea | $$$ | active | Palm Springs | sail, boat, sea, water, lake, kayak, paddle
  comedy, jazz and cocktails | $$ | indoor | Sedona | comedy, comic, jazz, cocktail, music, bar`;

function scriptRequests(): DateRequest[] {
  return SCRIPT_REQUESTS.split('\n').map((line, i) => {
    const [interests, budget, activityType, location, interestWords] = line.split('|').map((cell) => cell.trim());
    return {
      id: `script${String(i + 1).padStart(2, '0')}`,
      split: 'dev',
      interests: interests!,
      budget: budget!,
      activityType: activityType!,
      location: location!,
      interestWords: interestWords!.split(',').map((w) => w.trim()),
    };
  });
}

/** Only the written sets of eval/dev and eval/held-out (no OkCupid text, so no bios): what a fresh clone holds. */
export function loadWrittenSets(repoRoot: string, chosen: readonly Split[]): EvalSets {
  const sets: EvalSets = { bios: [], profiles: [], messages: [], dateRequests: [] };
  for (const split of splits) {
    if (!chosen.includes(split)) continue;
    for (const p of written<{ profiles: WrittenProfile[] }>(repoRoot, split, 'profiles.json')?.profiles ?? []) {
      sets.profiles.push({ id: p.id, split, text: p.text, wholePhrases: p.wholePhrases, thin: p.thin ?? false });
    }
    // Later message sets, by other sessions: messages-extra, -new, -fresh, -unseen, -eighth, -ninth, -tenth, -eleventh
    // and -twelfth split the same way; messages-blind.json (held-out only) written after a round of tuning ended, for
    // one blind check (eval/README.md).
    for (const file of [
      'messages.json',
      'messages-extra.json',
      'messages-blind.json',
      'messages-new.json',
      'messages-fresh.json',
      'messages-unseen.json',
      'messages-more.json',
      'messages-eighth.json',
      'messages-ninth.json',
      'messages-tenth.json',
      'messages-eleventh.json',
      'messages-twelfth.json',
      'messages-thirteenth.json',
    ])
      for (const m of written<{ messages: WrittenMessage[] }>(repoRoot, split, file)?.messages ?? []) {
        sets.messages.push({ ...m, split, earlier: m.earlier ?? [] });
      }
    for (const r of written<{ requests: WrittenRequest[] }>(repoRoot, split, 'date-requests.json')?.requests ?? []) {
      sets.dateRequests.push({ ...r, split });
    }
  }
  return sets;
}

/** The first reply situations (eval/situations, development data despite one file's name), labelled with their act. */
export function loadSituations(repoRoot: string): IncomingMessage[] {
  return ['replies.json', 'replies-held-out.json'].flatMap((file) =>
    readJson<{ situations: Situation[] }>(path.join(repoRoot, 'eval/situations', file)).situations.map((s) => ({
      ...s,
      split: 'dev' as const,
      kind: s.act,
      earlier: [],
      // Written before hasContent was a field: only the generic lines count as filler for them.
      hasContent: false,
    })),
  );
}

/** Every set for the chosen splits; `nounPhrases` gives the OkCupid profiles their whole phrases. */
export function loadSets(
  repoRoot: string,
  dataDir: string,
  chosen: readonly Split[],
  nounPhrases: (text: string) => string[],
): EvalSets {
  const wanted = (item: { split: Split }) => chosen.includes(item.split);
  const bios = readLabelledBios(dataDir).map((l) => ({ id: l.id, split: splitOf(l.id), bio: l.bio, label: l.label }));

  // The first 90 OkCupid profiles: about 60 development and 30 held out, as before the split.
  const { profiles: okcupid } = readJson<{ profiles: { id: string; text: string }[] }>(
    path.join(dataDir, 'okcupid-dev-profiles.json'),
  );
  const profiles: MatchProfile[] = okcupid.slice(0, 90).map((p) => ({
    id: p.id,
    split: splitOf(p.id),
    text: p.text,
    wholePhrases: null,
    thin: false,
  }));
  const messages = loadSituations(repoRoot);
  const dateRequests = scriptRequests();
  const mine = loadWrittenSets(repoRoot, chosen);
  profiles.push(...mine.profiles);
  messages.push(...mine.messages);
  dateRequests.push(...mine.dateRequests);
  // OkCupid text has no hand-marked phrases: its noun phrases of two words or more stand in.
  for (const p of profiles) p.wholePhrases ??= nounPhrases(p.text).filter((phrase) => /\s/.test(phrase.trim()));
  return {
    bios: bios.filter(wanted),
    profiles: profiles.filter(wanted),
    messages: messages.filter(wanted),
    dateRequests: dateRequests.filter(wanted),
  };
}
