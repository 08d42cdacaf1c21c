// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ToastStore from './use-toast';
import { advanceTimers } from '../../../test/client/fake-timers';

type ToastModule = typeof ToastStore;

// The store is module state: load a fresh copy for every test.
let mod: ToastModule;
beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  mod = await import('./use-toast');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('use-toast store', () => {
  it('keeps at most one toast: a new toast replaces the previous one', () => {
    const { result } = renderHook(() => mod.useToast());
    expect(mod.TOAST_LIMIT).toBe(1);

    act(() => {
      mod.toast({ title: 'First' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]?.title).toBe('First');

    let second!: ReturnType<ToastModule['toast']>;
    act(() => {
      second = mod.toast({ title: 'Second', description: 'Replaces the first', variant: 'success' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({
      id: second.id,
      title: 'Second',
      description: 'Replaces the first',
      variant: 'success',
      open: true,
    });
  });

  it('dismiss closes the toast but keeps it in the store until the removal delay', () => {
    const { result } = renderHook(() => mod.useToast());
    let t!: ReturnType<ToastModule['toast']>;
    act(() => {
      t = mod.toast({ title: 'Saved', variant: 'default' });
    });

    act(() => t.dismiss());
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]?.open).toBe(false);

    advanceTimers(mod.TOAST_REMOVE_DELAY - 1);
    expect(result.current.toasts).toHaveLength(1);

    advanceTimers(1);
    expect(result.current.toasts).toHaveLength(0);
  });

  it('uses a removal delay of 1,000,000 ms', () => {
    expect(mod.TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('closing through Radix (onOpenChange(false)) dismisses the toast', () => {
    const { result } = renderHook(() => mod.useToast());
    act(() => {
      mod.toast({ title: 'Heads up' });
    });
    act(() => result.current.toasts[0]?.onOpenChange(false));
    expect(result.current.toasts[0]?.open).toBe(false);
    advanceTimers(mod.TOAST_REMOVE_DELAY);
    expect(result.current.toasts).toHaveLength(0);
  });

  it('dismiss() from the hook without an id dismisses every toast', () => {
    const { result } = renderHook(() => mod.useToast());
    act(() => {
      mod.toast({ title: 'One' });
    });
    act(() => result.current.dismiss());
    expect(result.current.toasts.every((t) => !t.open)).toBe(true);
    advanceTimers(mod.TOAST_REMOVE_DELAY);
    expect(result.current.toasts).toHaveLength(0);
  });

  it('update changes a toast in place', () => {
    const { result } = renderHook(() => mod.useToast());
    let t!: ReturnType<ToastModule['toast']>;
    act(() => {
      t = mod.toast({ title: 'Saving…' });
    });
    act(() => t.update({ title: 'Saved', variant: 'success' }));
    expect(result.current.toasts[0]).toMatchObject({ id: t.id, title: 'Saved', variant: 'success', open: true });
  });

  it('getToastState reads the store outside React', () => {
    const t = mod.toast({ title: 'Outside', variant: 'destructive' });
    expect(mod.getToastState().toasts).toEqual([expect.objectContaining({ id: t.id, title: 'Outside', open: true })]);
  });

  it('gives every toast a new id', () => {
    const a = mod.toast({ title: 'A' });
    const b = mod.toast({ title: 'B' });
    expect(a.id).not.toBe(b.id);
  });
});

describe('reducer', () => {
  const base = { id: '1', open: true, onOpenChange: () => {} };

  it('ADD_TOAST puts the new toast first and trims to the limit', () => {
    const state = mod.reducer({ toasts: [base] }, { type: 'ADD_TOAST', toast: { ...base, id: '2' } });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('REMOVE_TOAST removes one toast, or all without an id', () => {
    const state = { toasts: [base] };
    expect(mod.reducer(state, { type: 'REMOVE_TOAST', toastId: '1' }).toasts).toEqual([]);
    expect(mod.reducer(state, { type: 'REMOVE_TOAST', toastId: 'other' }).toasts).toHaveLength(1);
    expect(mod.reducer(state, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });

  it('DISMISS_TOAST only closes the matching toast', () => {
    const state = mod.reducer({ toasts: [base] }, { type: 'DISMISS_TOAST', toastId: 'other' });
    expect(state.toasts[0]?.open).toBe(true);
  });
});
