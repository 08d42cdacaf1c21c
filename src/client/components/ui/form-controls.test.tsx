// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Input } from './input';
import { Label } from './label';
import { RadioGroup, RadioGroupItem } from './radio-group';
import { Switch } from './switch';
import { Textarea } from './textarea';
import { ToggleGroup, ToggleGroupItem } from './toggle-group';

afterEach(cleanup);

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

describe('form controls', () => {
  it('Input and Textarea are labelled by Label and pass props through', () => {
    render(
      <>
        <Label htmlFor="name">Name</Label>
        <Input id="name" placeholder="Alex" aria-invalid />
        <Label htmlFor="bio">Bio</Label>
        <Textarea id="bio" defaultValue="Hello" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('type')).toBe('text');
    expect(input.dataset.slot).toBe('input');
    expect(screen.getByRole('textbox', { name: 'Bio' }).dataset.slot).toBe('textarea');
  });

  it('Switch toggles with its label', async () => {
    const onCheckedChange = vi.fn();
    render(
      <>
        <Switch id="tips" onCheckedChange={onCheckedChange} />
        <Label htmlFor="tips">Daily tips</Label>
      </>,
    );
    const toggle = screen.getByRole('switch', { name: 'Daily tips' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('RadioGroup selects one option', async () => {
    render(
      <RadioGroup aria-label="Goal" defaultValue="casual">
        <div>
          <RadioGroupItem id="casual" value="casual" />
          <Label htmlFor="casual">Something casual</Label>
        </div>
        <div>
          <RadioGroupItem id="serious" value="serious" />
          <Label htmlFor="serious">A relationship</Label>
        </div>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Goal' })).toBeInTheDocument();
    const serious = screen.getByRole('radio', { name: 'A relationship' });
    await user.click(serious);
    expect(serious.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Something casual' }).getAttribute('aria-checked')).toBe('false');
  });

  it('ToggleGroup (single) picks one value and styles items by variant', async () => {
    const onValueChange = vi.fn();
    render(
      <ToggleGroup type="single" variant="chips" aria-label="Tone" onValueChange={onValueChange}>
        <ToggleGroupItem value="playful">Playful</ToggleGroupItem>
        <ToggleGroupItem value="sincere">Sincere</ToggleGroupItem>
      </ToggleGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Tone' }).dataset.variant).toBe('chips');
    const playful = screen.getByRole('radio', { name: 'Playful' });
    expect(playful.className).toContain('rounded-full');
    await user.click(playful);
    expect(onValueChange).toHaveBeenCalledWith('playful');
    expect(playful.getAttribute('data-state')).toBe('on');
  });

  it('ToggleGroup (single) is a radio group: one tab stop on the choice, arrow keys move and choose', async () => {
    function Styles() {
      const [style, setStyle] = useState('thoughtful');
      return (
        <>
          <button type="button">Before</button>
          <ToggleGroup type="single" aria-label="Style" value={style} onValueChange={(v) => v && setStyle(v)}>
            <ToggleGroupItem value="playful">Playful</ToggleGroupItem>
            <ToggleGroupItem value="thoughtful">Thoughtful</ToggleGroupItem>
            <ToggleGroupItem value="funny">Funny</ToggleGroupItem>
          </ToggleGroup>
          <button type="button">After</button>
        </>
      );
    }
    render(<Styles />);
    const option = (name: string) => screen.getByRole('radio', { name });
    const checked = () => screen.getAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true');

    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(document.activeElement).toBe(option('Thoughtful'));

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toBe(option('Funny')));
    expect(checked()).toEqual([option('Funny')]);

    // It wraps, both ways, and Home goes to the first.
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(checked()).toEqual([option('Playful')]));
    expect(document.activeElement).toBe(option('Playful'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(checked()).toEqual([option('Funny')]));
    await user.keyboard('{Home}');
    await waitFor(() => expect(checked()).toEqual([option('Playful')]));

    // One tab stop: Tab leaves the group; Shift+Tab comes back to the chosen option.
    expect(option('Playful').tabIndex).toBe(0);
    expect([option('Thoughtful').tabIndex, option('Funny').tabIndex]).toEqual([-1, -1]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(option('Playful'));

    // Space on the chosen option keeps it chosen.
    await user.keyboard(' ');
    expect(checked()).toEqual([option('Playful')]);
  });
});
