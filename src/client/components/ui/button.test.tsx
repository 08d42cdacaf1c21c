// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Button } from './button';

afterEach(cleanup);

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

describe('<Button />', () => {
  it('is a type="button" button with the default variant and size', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.dataset.slot).toBe('button');
    expect(button.dataset.variant).toBe('default');
    expect(button.dataset.size).toBe('default');
    expect(button.className).toContain('bg-primary');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it.each([
    ['secondary', 'bg-secondary'],
    ['outline', 'border-input'],
    ['ghost', 'hover:bg-accent'],
    ['link', 'text-primary'],
    ['destructive', 'bg-destructive'],
  ] as const)('applies the %s variant', (variant, expected) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button').className).toContain(expected);
  });

  it.each([
    ['sm', 'h-9'],
    ['default', 'h-11'],
    ['lg', 'h-12'],
    ['icon', 'size-11'],
  ] as const)('applies the %s size', (size, expected) => {
    render(
      <Button size={size} aria-label="Go">
        Go
      </Button>,
    );
    expect(screen.getByRole('button').className).toContain(expected);
  });

  it('keeps an explicit type and merges classes (later classes win)', () => {
    render(
      <Button type="submit" className="h-20">
        Send
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.className).toContain('h-20');
    expect(button.className).not.toContain('h-11');
  });

  it('renders its child with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/coach">Open coach</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Open coach' });
    expect(link.getAttribute('href')).toBe('/coach');
    expect(link.getAttribute('type')).toBeNull();
    expect(link.dataset.slot).toBe('button');
    expect(link.className).toContain('border-input');
  });
});
