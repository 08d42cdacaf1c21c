import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useUser } from './auth';
import { useHydrated } from './hydration';

/**
 * Drafts of what the user typed into a tool, kept in sessionStorage so that a sign-in in the middle (an expired
 * session) or a reload does not lose them (decision 0037). Each is stored per user, so a different person signing in
 * on the same tab never sees them; sign-out clears them with the rest of the storage. The AI's answers are never
 * kept here, only the inputs.
 */
export const DRAFT_PREFIX = 'datewise:draft:';

const draftKey = (userId: string, name: string) => `${DRAFT_PREFIX}${userId}:${name}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be unavailable (privacy modes): drafts then live only as long as the screen.
    return null;
  }
}

export function readDraft(userId: string, name: string): unknown {
  const raw = storage()?.getItem(draftKey(userId, name));
  if (raw == null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeDraft(userId: string, name: string, value: unknown): void {
  writeDraftText(userId, name, JSON.stringify(value));
}

function writeDraftText(userId: string, name: string, json: string): void {
  try {
    storage()?.setItem(draftKey(userId, name), json);
  } catch {
    // Full or refused: the draft is a convenience, the screen goes on without it.
  }
}

/** Drops the drafts of every user but this one (someone else signed in on this tab). */
export function dropOtherUsersDrafts(userId: string): void {
  const store = storage();
  if (!store) return;
  const own = `${DRAFT_PREFIX}${userId}:`;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
  for (const key of keys) {
    if (key?.startsWith(DRAFT_PREFIX) && !key.startsWith(own)) store.removeItem(key);
  }
}

/** Every key of session storage that is not a draft (what an unexpected sign-out may clear). */
export function clearSessionStorageExceptDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
  for (const key of keys) {
    if (key !== null && !key.startsWith(DRAFT_PREFIX)) store.removeItem(key);
  }
}

/**
 * `useState` whose value is kept as the draft `name` of the signed-in user. `restore` turns what was stored
 * (anything: an older build may have written it, or its holder edited it) into a value, or null to start from
 * `initial`; `save` picks what is kept, when not all of it can be (files, object URLs).
 */
export function useSessionDraft<S>(
  name: string,
  initial: S,
  restore: (saved: unknown) => S | null,
  save: (state: S) => unknown = (state) => state,
): [S, Dispatch<SetStateAction<S>>] {
  const { user } = useUser();
  const userId = user?.id ?? null;
  const hydrated = useHydrated();
  const restored = (): S => {
    if (!userId) return initial;
    dropOtherUsersDrafts(userId);
    const saved = readDraft(userId, name);
    return saved === undefined ? initial : (restore(saved) ?? initial);
  };
  // A server-rendered screen starts empty, as the server drew it; the draft follows once it has hydrated.
  const [state, setState] = useState<S>(() => (hydrated ? restored() : initial));
  const awaitingDraft = useRef(!hydrated);
  useEffect(() => {
    if (!hydrated || !awaitingDraft.current) return;
    awaitingDraft.current = false;
    setState(restored());
    // Once, when hydration ends: `restored` reads what is stored then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);
  // Compared as text, so a change to what is not kept (a new object URL) writes nothing.
  const kept = JSON.stringify(save(state));
  // The first render only reads: writing back what was just restored would be pointless.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (userId) writeDraftText(userId, name, kept);
  }, [userId, name, kept]);
  return [state, setState];
}

/** `useReducer` over a session draft (see `useSessionDraft`). */
export function useSessionDraftReducer<S, A>(
  name: string,
  reducer: (state: S, action: A) => S,
  initial: S,
  restore: (saved: unknown) => S | null,
  save: (state: S) => unknown,
): [S, Dispatch<A>] {
  const [state, setState] = useSessionDraft(name, initial, restore, save);
  const dispatch = useCallback((action: A) => setState((current) => reducer(current, action)), [reducer, setState]);
  return [state, dispatch];
}

/** Parsers for the usual fields of a draft. */
export const draftText = (saved: unknown, max: number): string | null =>
  typeof saved === 'string' ? saved.slice(0, max) : null;

export function draftChoice<T extends string>(saved: unknown, options: readonly T[]): T | null {
  return options.find((option) => option === saved) ?? null;
}

export function draftRecord(saved: unknown): Record<string, unknown> | null {
  return saved !== null && typeof saved === 'object' && !Array.isArray(saved)
    ? (saved as Record<string, unknown>)
    : null;
}
