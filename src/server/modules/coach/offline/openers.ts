import type { MessageStyle } from '../../../../shared/schemas/coach';
import { capitalise } from './language/tidy';
import type { Detail, MatchDetails } from './match-details';
import { compileRules } from './rules/matcher';
import { DETAIL_FREE_RULES, OPENER_RULES, PROFILE_FRAME_RULES } from './rules/openers.rules';

/**
 * First messages written on one detail of the match's profile, in each style: the templates are data
 * (rules/openers.rules.ts), this engine fills their slots and orders them. Each opener names the rule it came from.
 */
export interface Opener {
  text: string;
  /** `openers/pet-playful#2`: the rule, and which of its templates. */
  rule: string;
}

const LINES = compileRules('openers', OPENER_RULES);
const FREE = compileRules('openers', DETAIL_FREE_RULES);
const FRAMES = compileRules('openers', PROFILE_FRAME_RULES);

/** A thing takes "the" where the match wrote it with an article ("a dive bar"); "hip hop" in a list stays bare. */
const the = (d: Detail) => (d.kind === 'thing' && d.article ? `the ${d.text}` : d.text);

function fill(template: string, d: Detail): string {
  const slots: Record<string, string> = {
    text: d.text,
    Text: capitalise(d.text),
    the: the(d),
    The: capitalise(the(d)),
    animal: d.animal ?? '',
    who: d.text === `your ${d.animal}` ? 'they' : d.text,
    it: /s$/.test(d.text) ? 'them' : 'it',
  };
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => slots[slot] ?? `{${slot}}`);
}

/**
 * The fewest options a round may show: the response schema (shared with the model path) asks for 3 to 5. A thin
 * profile gets exactly that many, on its own details where it has any, never a handful of generic lines.
 */
const FEWEST = 3;

/**
 * Every opener the profile supports, in groups cut into rounds: each detail once per round, so a round is different
 * details where the profile has them, and "more" moves on to new ones. With one or two details, lines on the profile
 * as a whole make up the round; detail-free lines only for a profile with no detail.
 */
export function openerCandidates(match: MatchDetails, style: MessageStyle, order: (n: number) => number[]): Opener[][] {
  const { details } = match;
  const passes: Opener[][] = [];
  for (let pass = 0; pass < 3; pass += 1) {
    const lines: Opener[] = [];
    for (const [i, detail] of details.entries()) {
      const found = LINES.first(`${detail.kind}:${style}`);
      if (!found) continue;
      const pick = order(found.then.length)[(pass + i) % found.then.length]!;
      lines.push({ text: fill(found.then[pick]!, detail), rule: `${found.rule}#${pick + 1}` });
    }
    passes.push(lines);
  }
  if (match.name && passes[0]?.[0]) passes[0][0] = { ...passes[0][0], text: `Hi ${match.name}! ${passes[0][0].text}` };
  // Three or more details: each pass is its own group, so no round shows one detail twice; a thin profile's few
  // lines are one round.
  if (details.length >= 3) return passes;
  // One or two details: each is quoted once, and openers on the profile as a whole make up the three, so no
  // round quotes one detail twice ("Nota Bene" in three of three openers reads as a template).
  if (details.length) {
    const frames = FRAMES.first(style);
    const fill = frames ? order(frames.then.length).slice(0, Math.max(0, FEWEST - passes[0]!.length)) : [];
    return [[...passes[0]!, ...fill.map((i) => ({ text: frames!.then[i]!, rule: `${frames!.rule}#${i + 1}` }))]];
  }
  // In an order of their own per profile, so two profiles without details do not get the same lines.
  const free = FREE.first(style);
  if (!free) return [];
  const picked = order(free.then.length).slice(0, FEWEST);
  return [picked.map((i) => ({ text: free.then[i]!, rule: `${free.rule}#${i + 1}` }))];
}
