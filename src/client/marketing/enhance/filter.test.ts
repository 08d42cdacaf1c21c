// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { enhance } from './filter';

function widget(categories: string[]) {
  document.body.innerHTML = `<div data-filter>
    <button data-filter-value="all" aria-pressed="true">All</button>
    <button data-filter-value="niche" data-filter-label="Niche apps">Niche</button>
    <button data-filter-value="none" data-filter-label="Nothing">None</button>
    <p data-filter-status></p>
    ${categories.map((c) => `<div data-category="${c}"></div>`).join('')}
  </div>`;
  enhance(document);
  const status = document.querySelector('[data-filter-status]')!;
  const click = (value: string) => {
    document.querySelector<HTMLButtonElement>(`[data-filter-value="${value}"]`)!.click();
    return status.textContent;
  };
  return { click };
}

describe('the category filter', () => {
  it('counts apps in words that agree with the number', () => {
    const { click } = widget(['niche', 'mainstream', 'mainstream']);
    expect(click('niche')).toBe('Showing 1 of 3 apps: Niche apps');
    expect(click('all')).toBe('Showing all 3 apps');
    expect(click('none')).toBe('Showing 0 of 3 apps: Nothing');
    expect(widget(['niche']).click('all')).toBe('Showing all 1 app');
  });
});
