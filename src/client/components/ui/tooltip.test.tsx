// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';
import { userEventOnFakeTimers } from '../../../test/client/user-event';
import { advanceTimers } from '../../../test/client/fake-timers';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
let user: UserEvent;
beforeEach(() => {
  vi.useFakeTimers();
  user = userEventOnFakeTimers();
});
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

const hover = (el: HTMLElement) => user.hover(el);
const leave = (el: HTMLElement) => user.unhover(el);

describe('<Tooltip />', () => {
  it('opens after 700 ms of hover', async () => {
    render(<Tips />);
    await hover(screen.getByText('First'));
    advanceTimers(699);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advanceTimers(1);
    expect(screen.getByRole('tooltip').textContent).toBe('First tip');
  });

  it('opens the next tooltip at once within the 300 ms skip delay, not after it', async () => {
    render(<Tips />);
    const first = screen.getByText('First');
    const second = screen.getByText('Second');
    const closeWithEscape = async (trigger: HTMLElement) => {
      await user.keyboard('{Escape}');
      await leave(trigger);
      expect(screen.queryByRole('tooltip')).toBeNull();
    };

    await hover(first);
    advanceTimers(700);
    await closeWithEscape(first);
    advanceTimers(299);
    await hover(second);
    expect(screen.getByRole('tooltip').textContent).toBe('Second tip');

    await closeWithEscape(second);
    advanceTimers(300);
    await hover(first);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advanceTimers(700);
    expect(screen.getByRole('tooltip').textContent).toBe('First tip');
  });
});
