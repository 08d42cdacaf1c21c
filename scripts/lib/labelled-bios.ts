import fs from 'node:fs';
import path from 'node:path';

/**
 * The coaches' labels of real bios (eval/labels: two independent raters, one written rubric) joined to the bios
 * of the data set. Ids whose number is a multiple of 3 are held out: the score is never fitted on them.
 */
interface LabelledBio {
  id: string;
  bio: string;
  /** The raters' mean score, 0-10. */
  label: number;
  scores: number[];
}

const LABELS_DIR = path.resolve(import.meta.dirname, '../../eval/labels');

export function labelFiles(dir = LABELS_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^profile-scores\.coach-[a-z]+\.json$/.test(f))
    .sort();
}

export function heldOut(id: string): boolean {
  return Number(id.replace(/\D/g, '')) % 3 === 0;
}

export function readLabelledBios(dataDir: string, dir = LABELS_DIR): LabelledBio[] {
  const read = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  const { bios } = read<{ bios: { id: string; bio: string }[] }>(path.join(dataDir, 'okcupid-dev-bios.json'));
  const raters = labelFiles(dir).map(
    (f) =>
      new Map(read<{ labels: { id: string; score: number }[] }>(path.join(dir, f)).labels.map((l) => [l.id, l.score])),
  );
  return bios.flatMap(({ id, bio }) => {
    const scores = raters.map((r) => r.get(id)).filter((s): s is number => s !== undefined);
    if (scores.length !== raters.length || scores.length === 0) return [];
    return [{ id, bio, scores, label: scores.reduce((a, b) => a + b, 0) / scores.length }];
  });
}
