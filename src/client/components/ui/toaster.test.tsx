// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_LABEL, TOAST_SWIPE_THRESHOLD_PX } from './toast';
import type * as ToasterModule from './toaster';
import type * as ToastStore from './use-toast';
import { userEventOnFakeTimers } from '../../../test/client/user-event';
import { advanceTimers } from '../../../test/client/fake-timers';

type Modules = { toaster: typeof ToasterModule; store: typeof ToastStore };

let m: Modules;
// jsdom has no pointer capture; Radix's toast asks for it when a pointer is released on it.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});
let user: UserEvent;
beforeEach(async () => {
  vi.useFakeTimers();
  user = userEventOnFakeTimers();
  vi.resetModules();
  m = { toaster: await import('./toaster'), store: await import('./use-toast') };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function toastEls() {
  return document.querySelectorAll('[data-slot="toast"]');
}

describe('<Toaster />', () => {
  it('uses the product rules: 5000 ms, swipe right past 50 px, F8, "Notification"', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_HOTKEY).toEqual(['F8']);
    expect(TOAST_LABEL).toBe('Notification');
  });

  it('renders a toast in a viewport labelled "Notification", at most 420px wide', () => {
    render(<m.toaster.Toaster />);
    act(() => {
      m.store.toast({ title: 'Profile saved', description: 'Looking good.' });
    });
    const region = screen.getByRole('region', { name: 'Notification' });
    const viewport = region.querySelector('[data-slot="toast-viewport"]');
    expect(viewport?.className).toContain('max-w-[420px]');
    expect(toastEls()).toHaveLength(1);
    expect(toastEls()[0]?.textContent).toContain('Profile saved');
    expect(toastEls()[0]?.textContent).toContain('Looking good.');
  });

  it('shows only the newest toast', () => {
    render(<m.toaster.Toaster />);
    act(() => {
      m.store.toast({ title: 'First' });
      m.store.toast({ title: 'Second', variant: 'destructive' });
    });
    expect(toastEls()).toHaveLength(1);
    expect(toastEls()[0]?.textContent).toContain('Second');
    expect(toastEls()[0]?.getAttribute('data-variant')).toBe('destructive');
  });

  it('closes the toast after 5000 ms', () => {
    render(<m.toaster.Toaster />);
    act(() => {
      m.store.toast({ title: 'Bye soon', variant: 'success' });
    });
    const toastEl = toastEls()[0];
    expect(toastEl?.getAttribute('data-state')).toBe('open');
    advanceTimers(4999);
    expect(toastEl?.getAttribute('data-state')).toBe('open');
    advanceTimers(1);
    expect(toastEl?.getAttribute('data-state')).toBe('closed');
  });

  it('the close button dismisses the toast', async () => {
    render(<m.toaster.Toaster />);
    act(() => {
      m.store.toast({ title: 'Closable' });
    });
    const toastEl = toastEls()[0];
    await user.click(screen.getByRole('button', { name: 'Close' }));
    // Closed (jsdom has no exit animation, so Radix unmounts it at once).
    expect(toastEl?.getAttribute('data-state')).toBe('closed');
    expect(toastEls()).toHaveLength(0);
  });

  it('F8 moves focus to the viewport', async () => {
    render(<m.toaster.Toaster />);
    act(() => {
      m.store.toast({ title: 'Focus me' });
    });
    // userEvent's key map has no function keys: F8 is pressed by its code, which the hotkey matches.
    await user.keyboard('[F8]');
    expect(document.activeElement?.getAttribute('data-slot')).toBe('toast-viewport');
  });
});
