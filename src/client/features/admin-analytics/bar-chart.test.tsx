// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart, summarizeChart } from './bar-chart';
import { formatMoney } from './format';
import { fixtureDays, series } from '../../../test/client/analytics-report-fixture';

afterEach(cleanup);

const days = fixtureDays(); // 23 Oct .. 21 Nov 2025

describe('summarizeChart', () => {
  it('gives the total and the busiest day', () => {
    expect(
      summarizeChart({
        name: 'Daily sign-ins',
        days,
        series: [{ label: 'Sign-ins', values: series({ 0: 200, 20: 31, 21: 181 }) }],
      }),
    ).toBe('Daily sign-ins over the last 30 days: 412 in all, peak 200 on 23 Oct');
  });

  it('adds each series’ total when there are several, and formats money', () => {
    expect(
      summarizeChart({
        name: 'Revenue',
        days,
        series: [
          { label: 'Premium', values: series({ 3: 9.99 }) },
          { label: 'Credits', values: series({ 3: 5.99, 4: 5.99 }) },
        ],
        formatValue: formatMoney,
      }),
    ).toBe('Revenue over the last 30 days: $21.97 in all (Premium $9.99, Credits $11.98), peak $15.98 on 26 Oct');
  });

  it('says so when there is nothing', () => {
    expect(summarizeChart({ name: 'Revenue', days, series: [{ label: 'Revenue', values: series({}) }] })).toBe(
      'Revenue over the last 30 days: no data yet',
    );
  });
});

describe('<BarChart />', () => {
  it('draws one bar per day with a value, named by its summary', () => {
    render(
      <BarChart
        name="Daily sign-ins"
        days={days}
        series={[{ key: 's', label: 'Sign-ins', values: series({ 10: 31, 29: 12 }), color: '#b3264a' }]}
        integer
      />,
    );
    const chart = screen.getByRole('img', {
      name: 'Daily sign-ins over the last 30 days: 43 in all, peak 31 on 2 Nov',
    });
    const bars = chart.querySelectorAll('rect');
    expect(bars).toHaveLength(2);
    // The axis tops out at 40: 31 is 77.5% of the plot, 12 is 30%.
    expect([...bars].map((b) => Number(b.getAttribute('height')))).toEqual([77.5, 30]);
    expect([...bars].map((b) => Number(b.getAttribute('y')))).toEqual([22.5, 70]);
    expect(chart.textContent).toContain('40');
    expect(chart.textContent).toContain('23 Oct');
    expect(chart.textContent).toContain('21 Nov');
    // One series: no legend.
    expect(screen.queryByRole('list', { name: 'Legend' })).toBeNull();
  });

  it('stacks several series and lists them in a legend', () => {
    render(
      <BarChart
        name="AI requests by tool"
        days={days}
        series={[
          { key: 'a', label: 'Profile Coach', values: series({ 5: 6 }), color: '#b3264a' },
          { key: 'b', label: 'Replies', values: series({ 5: 2 }), color: '#7b2f6e' },
        ]}
        integer
      />,
    );
    const chart = screen.getByRole('img', { name: /8 in all \(Profile Coach 6, Replies 2\), peak 8 on 28 Oct$/ });
    const [first, second] = [...chart.querySelectorAll('rect')];
    // Axis 0..8: the first series fills the bottom 75%, the second sits on top of it.
    expect(Number(first!.getAttribute('y'))).toBe(25);
    expect(Number(first!.getAttribute('height'))).toBe(75);
    expect(Number(second!.getAttribute('y'))).toBe(0);
    expect(second!.getAttribute('fill')).toBe('#7b2f6e');
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Profile Coach', 'Replies']);
  });

  it('shows "No data yet" instead of an empty frame', () => {
    render(
      <BarChart
        name="Revenue"
        days={days}
        series={[{ key: 'r', label: 'Revenue', values: series({}), color: '#000' }]}
      />,
    );
    expect(screen.getByText('No data yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows "No data yet" without days or series', () => {
    render(<BarChart name="Revenue" days={[]} series={[]} />);
    expect(screen.getByText('No data yet')).toBeInTheDocument();
  });
});
