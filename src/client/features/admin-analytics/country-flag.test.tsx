// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountryFlag, hasFlag } from './country-flag';

afterEach(cleanup);

describe('<CountryFlag />', () => {
  it.each(['US', 'GB', 'CA', 'IN'])('draws a flag for %s', (code) => {
    const { container } = render(<CountryFlag countryCode={code} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('data-testid')).toBe(`flag-${code}`);
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelectorAll('rect, path, circle').length).toBeGreaterThan(2);
  });

  it('accepts lower case and "UK" for the United Kingdom', () => {
    const { container } = render(
      <>
        <CountryFlag countryCode="us" />
        <CountryFlag countryCode="UK" />
      </>,
    );
    expect([...container.querySelectorAll('svg')].map((s) => s.getAttribute('data-testid'))).toEqual([
      'flag-US',
      'flag-GB',
    ]);
  });

  it.each([['FR'], ['DE'], [null]])('shows a globe for %s', (code) => {
    const { container } = render(<CountryFlag countryCode={code} />);
    expect(container.querySelector('svg')!.getAttribute('data-testid')).toBe('flag-globe');
    expect(hasFlag(code)).toBe(false);
  });
});
