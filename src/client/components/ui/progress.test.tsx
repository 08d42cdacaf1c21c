// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { Progress } from './progress';

afterEach(cleanup);

describe('<Progress />', () => {
  it('is a labelled progressbar from 0 to 100', () => {
    render(<Progress value={40} label="Profile completeness" />);
    const bar = screen.getByRole('progressbar', { name: 'Profile completeness' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('40%');
    const indicator = bar.querySelector<HTMLElement>('[data-slot="progress-indicator"]');
    expect(indicator?.style.transform).toBe('translateX(-60%)');
  });

  it('clamps values outside 0-100', () => {
    render(
      <>
        <Progress value={140} label="Over" />
        <Progress value={-5} label="Under" />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Over' }).getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('progressbar', { name: 'Under' }).getAttribute('aria-valuenow')).toBe('0');
  });
});
