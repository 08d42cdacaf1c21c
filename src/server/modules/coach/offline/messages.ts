import type { MessagesResponse } from '../../../../shared/schemas/coach';
import type { CoachPreferences, MessagesTask } from '../engine';
import { estimateEngagement } from './engagement';
import { extractDetails } from './match-details';
import { openerCandidates } from './openers';
import { replyRounds } from './replies';
import { seededOrder } from './seeded';

/**
 * The offline Message Helper. Starters are written on the match's details (openers.ts); replies answer what their
 * message does (replies.ts). All candidates come in one fixed order and each "Generate More" round takes the next
 * window of them, so no round repeats a message an earlier round showed, until every candidate has been shown.
 */

/** Window sizes of 3 to 5 that cover `count` candidates exactly: 4s, and the end split so none is below 3. */
export function windowSizes(count: number): number[] {
  if (count <= 5) return [count];
  if (count === 6) return [3, 3];
  return [4, ...windowSizes(count - 4)];
}

/**
 * The round's window. Each group is cut on its own, so a window never mixes them (openers on details, then
 * detail-free ones; replies: one style's three); rounds past the last start over, as the schema allows rounds up to 50.
 */
function roundWindow<T>(groups: readonly (readonly T[])[], round: number): T[] {
  const windows = groups
    .filter((group) => group.length > 0)
    .flatMap((group) => {
      let start = 0;
      return windowSizes(group.length).map((size) => group.slice((start += size) - size, start));
    });
  return [...windows[round % windows.length]!];
}

export function generateMessagesOffline(
  request: MessagesTask,
  preferences: CoachPreferences | null,
  onRule?: (rule: string) => void,
): MessagesResponse {
  const { matchInfo, style, mode, round } = request;
  // Replies: three per round, the chosen style's first; each round is one style's three.
  let shown: string[];
  if (mode === 'reply') shown = roundWindow(replyRounds(matchInfo, style, onRule), round);
  else {
    const order = (n: number) => seededOrder([...Array(n).keys()], matchInfo, style);
    const openers = roundWindow(openerCandidates(extractDetails(matchInfo), style, order), round);
    // Each opener shown names its template, so a wrong one points at its line of data.
    for (const opener of openers) onRule?.(opener.rule);
    shown = openers.map((opener) => opener.text);
  }
  // Someone building confidence gets the lower-pressure (shorter) options first.
  if (preferences?.datingGoal === 'confidence') shown.sort((a, b) => a.length - b.length);
  return { messages: shown.map((message) => estimateEngagement(message, matchInfo)) };
}
