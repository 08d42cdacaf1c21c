import { sumScores } from '../../../src/server/modules/coach/offline/profile-rubric';
import { analyzeProfileRequestSchema, BIO_INPUT_MAX, EDITED_BIO_MAX } from '../../../src/shared/schemas/coach';
import {
  addedContentWords,
  addsClosingLine,
  frame,
  hasPlaceholder,
  keptSentencesInOrder,
  keptWordShare,
  mean,
  mostCommonShare,
  share,
  spearman,
  statements,
} from '../eval-metrics';
import { bySplit, call, newOps, report } from './harness';
import type { FigureSpec, Harness, SplitFigures } from './harness';
import type { Bio, Split } from './sets';

const specs: FigureSpec[] = [
  { key: 'bios', label: 'bios', format: 'count' },
  { key: 'spearman', label: 'Spearman: score vs mean label', format: 'num' },
  { key: 'spearmanLength', label: 'Spearman: length vs mean label', format: 'num' },
  { key: 'spearmanLong', label: 'Spearman: score, bios of 100+ characters', format: 'num', over: 'target ≥ 0.85' },
  { key: 'spearmanLengthLong', label: 'Spearman: length, bios of 100+ characters', format: 'num' },
  { key: 'scoreOverLengthLong', label: 'score minus length, 100+ characters', format: 'num', over: 'target ≥ 0.2' },
  { key: 'meanScore', label: 'mean score', format: 'num' },
  { key: 'meanLabel', label: 'mean label', format: 'num' },
  { key: 'keptWords', label: 'rewrites: words kept (mean)', format: 'pct', over: 'target ≥ 80 %' },
  { key: 'inOrderRate', label: 'rewrites: kept sentences in order', format: 'pct', over: 'target 100 %' },
  { key: 'closingLineRate', label: 'rewrites: added closing line', format: 'pct', over: 'target ≤ 10 %' },
  { key: 'addsFactRate', label: 'rewrites that add a fact', format: 'pct', over: 'target 0' },
  { key: 'placeholderRate', label: 'rewrites with a [fill-in]', format: 'pct' },
  { key: 'topSuggestionShare', label: 'most common suggestion: share of bios', format: 'pct', over: 'target ≤ 15 %' },
];

/** The Profile Coach on the labelled bios: the score against the coaches' labels, the rewrites, the suggestions. */
export async function evaluateProfiles(
  harness: Harness,
  bios: Bio[],
  chosen: readonly Split[],
  raterAgreement: number,
) {
  const ops = newOps();
  const rows = [];
  for (const b of bios) {
    const { bio } = analyzeProfileRequestSchema.parse({ bio: b.bio.slice(0, BIO_INPUT_MAX) });
    const analysis = await call(harness, ops, { tool: 'profile', id: b.id, split: b.split, input: bio }, (context) =>
      harness.engine.analyzeProfile(bio, context),
    );
    // As the coach service does: the score is the breakdown's sum; the edit is cut only at EDITED_BIO_MAX (a careful
    // edit is as long as the bio it edits: cutting it at a model's 500 characters would count words the user gets
    // as lost).
    const improvedBio = [...analysis.improvedBio].slice(0, EDITED_BIO_MAX).join('');
    rows.push({
      ...b,
      text: bio,
      score: sumScores(analysis.breakdown),
      improvedBio,
      added: addedContentWords(statements(improvedBio), [bio]),
      suggestionFrames: analysis.suggestions.map((s) => frame(s.message, bio)),
    });
  }
  type Row = (typeof rows)[number];
  // prettier-ignore
  const rho = (rs: Row[], x: (r: Row) => number) => spearman(rs.map(x), rs.map((r) => r.label));
  const figures: SplitFigures = {};
  const common: Record<string, { frame: string; share: number }> = {};
  for (const [split, rs] of bySplit(rows, chosen)) {
    const long = rs.filter((r) => r.text.length >= 100);
    const top = mostCommonShare(rs.map((r) => r.suggestionFrames));
    common[split] = { frame: top.key, share: top.share };
    const spearmanLong = rho(long, (r) => r.score);
    const spearmanLengthLong = rho(long, (r) => r.text.length);
    figures[split] = {
      bios: rs.length,
      longBios: long.length,
      spearman: rho(rs, (r) => r.score),
      spearmanLength: rho(rs, (r) => r.text.length),
      spearmanLong,
      spearmanLengthLong,
      scoreOverLengthLong: spearmanLong - spearmanLengthLong,
      meanScore: mean(rs.map((r) => r.score)),
      meanLabel: mean(rs.map((r) => r.label)),
      keptWords: mean(rs.map((r) => keptWordShare(r.text, r.improvedBio)).filter((x) => !Number.isNaN(x))),
      inOrderRate: share(rs, (r) => keptSentencesInOrder(r.text, r.improvedBio)),
      closingLineRate: share(rs, (r) => addsClosingLine(r.text, r.improvedBio)),
      addsFactRate: share(rs, (r) => r.added.length > 0),
      placeholderRate: share(rs, (r) => hasPlaceholder(r.improvedBio)),
      topSuggestionShare: top.share,
    };
  }
  report(harness, 'profile', `Profile Coach (${rows.length} labelled bios)`, ops, specs, figures, {
    raterAgreement,
    mostCommonSuggestion: common,
  });
  console.log(`  the two raters agree (Spearman, all bios): ${raterAgreement.toFixed(2)}`);
  // The suggestion frames are the coach's own words with the bio's replaced by "_": no bio text is printed.
  for (const [split, c] of Object.entries(common)) console.log(`  most common suggestion (${split}): ${c.frame}`);
}
