/**
 * "Generate more" lists (Message Helper, Date Ideas): round 0 starts a new
 * list, each "more" asks for round + 1 with the same request and appends.
 */
export interface GeneratedRounds<Request extends { round: number }, Item> {
  /** The request whose answers are shown; "more" repeats it with the next round. */
  request: Request | null;
  items: Item[];
  /** Changes with every new list, so per-item state (saved, copied) is not carried over. */
  generation: number;
}

export function emptyRounds<Request extends { round: number }, Item>(): GeneratedRounds<Request, Item> {
  return { request: null, items: [], generation: 0 };
}

export function applyRound<Request extends { round: number }, Item>(
  state: GeneratedRounds<Request, Item>,
  request: Request,
  items: readonly Item[],
): GeneratedRounds<Request, Item> {
  if (request.round === 0 || state.request === null) {
    return { request, items: [...items], generation: state.generation + 1 };
  }
  return { request, items: [...state.items, ...items], generation: state.generation };
}

/** The request for "more": the shown one with the next round (null when nothing is shown yet). */
export function nextRound<Request extends { round: number }>(request: Request | null): Request | null {
  return request ? { ...request, round: request.round + 1 } : null;
}

/** The server accepts rounds 0-50 (shared/schemas/coach.ts). */
export const MAX_ROUND = 50;

export function canAskForMore(request: { round: number } | null): boolean {
  return request !== null && request.round < MAX_ROUND;
}
