// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Tips() {
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger>First</TooltipTrigger>
        <TooltipContent>First tip</TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger>Second</TooltipTrigger>
        <TooltipContent>Second tip</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}

const hover = (el: HTMLElement) => fireEvent.pointerMove(el, { pointerType: 'mouse' });
const leave = (el: HTMLElement) => fireEvent.pointerLeave(el, { pointerType: 'mouse' });

describe('<Tooltip />', () => {
  it('opens after 700 ms of hover', () => {
    render(<Tips />);
    hover(screen.getByText('First'));
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('First tip');
  });

  it('opens the next tooltip at once within the 300 ms skip delay, not after it', () => {
    render(<Tips />);
    const first = screen.getByText('First');
    const second = screen.getByText('Second');
    const closeWithEscape = (trigger: HTMLElement) => {
      fireEvent.keyDown(document, { key: 'Escape' });
      leave(trigger);
      expect(screen.queryByRole('tooltip')).toBeNull();
    };

    hover(first);
    act(() => vi.advanceTimersByTime(700));
    closeWithEscape(first);
    act(() => vi.advanceTimersByTime(299));
    hover(second);
    expect(screen.getByRole('tooltip').textContent).toBe('Second tip');

    closeWithEscape(second);
    act(() => vi.advanceTimersByTime(300));
    hover(first);
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip').textContent).toBe('First tip');
  });
});
