import * as React from 'react';

/*
 * Toast store (shadcn's use-toast, on useSyncExternalStore). Product rules:
 * - at most TOAST_LIMIT (1) toast in the store: a new toast replaces the previous one;
 * - a dismissed toast stays in the store (closed, so Radix can animate it out) and is
 *   removed TOAST_REMOVE_DELAY (1,000,000 ms) later.
 * Display time, swipe and hotkey live on the Radix provider/viewport (toast.tsx).
 */

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive' | 'success';

interface ToasterToast {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  /** A `<ToastAction altText="…">` element. */
  action?: React.ReactElement;
  variant?: ToastVariant;
  /** Overrides the provider's 5000 ms display time for this toast. */
  duration?: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export type ToastInput = Omit<ToasterToast, 'id' | 'open' | 'onOpenChange'>;

interface ToastState {
  toasts: ToasterToast[];
}

type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/** Pure state transitions (timers are scheduled by `dispatch`). */
export function reducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST': {
      const { toastId } = action;
      return {
        ...state,
        toasts: state.toasts.map((t) => (toastId === undefined || t.id === toastId ? { ...t, open: false } : t)),
      };
    }
    case 'REMOVE_TOAST':
      if (action.toastId === undefined) return { ...state, toasts: [] };
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(toastId, timeout);
}

const listeners = new Set<() => void>();
let memoryState: ToastState = { toasts: [] };

function dispatch(action: ToastAction): void {
  if (action.type === 'DISMISS_TOAST') {
    const ids = action.toastId === undefined ? memoryState.toasts.map((t) => t.id) : [action.toastId];
    ids.forEach(scheduleRemoval);
  }
  memoryState = reducer(memoryState, action);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current store state, outside React (tests, non-component code). */
export function getToastState(): ToastState {
  return memoryState;
}

/** Show a toast (replacing any visible one). Returns its id and helpers to update or dismiss it. */
export function toast(input: ToastInput) {
  const id = genId();
  const update = (props: Partial<ToastInput>) => dispatch({ type: 'UPDATE_TOAST', toast: { ...props, id } });
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id });

  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });

  return { id, dismiss, update };
}

/** Dismiss one toast by id, or all of them. */
export function dismissToast(toastId?: string): void {
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

export function useToast() {
  const state = React.useSyncExternalStore(subscribe, getToastState, getToastState);
  return { toasts: state.toasts, toast, dismiss: dismissToast };
}
