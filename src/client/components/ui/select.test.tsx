// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { Label } from './label';
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from './select';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(cleanup);

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

describe('<Select />', () => {
  it('is labelled, opens from the keyboard and selects an item', async () => {
    const onValueChange = vi.fn();
    render(
      <>
        <Label htmlFor="tone">Tone</Label>
        <Select onValueChange={onValueChange}>
          <SelectTrigger id="tone">
            <SelectValue placeholder="Pick a tone" />
          </SelectTrigger>
          <SelectContent>
            <SelectGroup>
              <SelectLabel>Tones</SelectLabel>
              <SelectItem value="playful">Playful</SelectItem>
              <SelectItem value="sincere">Sincere</SelectItem>
            </SelectGroup>
          </SelectContent>
        </Select>
      </>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Tone' });
    expect(trigger.textContent).toContain('Pick a tone');

    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Sincere' }));

    expect(onValueChange).toHaveBeenCalledWith('sincere');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger.textContent).toContain('Sincere');
  });
});
