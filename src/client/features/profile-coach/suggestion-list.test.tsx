// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SuggestionList, suggestionKind, suggestionStyle } from './suggestion-list';

afterEach(cleanup);

describe('<SuggestionList />', () => {
  it('gives each type its own icon, colour and label, with "other" as the fallback', () => {
    expect(['positive', 'warning', 'improvement', 'question', ''].map(suggestionKind)).toEqual([
      'positive',
      'warning',
      'improvement',
      'other',
      'other',
    ]);
    const kinds = ['positive', 'warning', 'improvement', 'other'] as const;
    const styles = kinds.map(suggestionStyle);
    expect(new Set(styles.map((s) => s.icon)).size).toBe(4);
    expect(new Set(styles.map((s) => s.className)).size).toBe(4);
    expect(new Set(styles.map((s) => s.label)).size).toBe(4);
  });

  it('renders the suggestions in order with their kind', () => {
    render(
      <SuggestionList
        suggestions={[
          { type: 'positive', message: 'Great detail about your dog.' },
          { type: 'warning', message: 'Drop "no drama".' },
          { type: 'improvement', message: 'End with a question.' },
          { type: 'mystery', message: 'Something new.' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.dataset.kind)).toEqual(['positive', 'warning', 'improvement', 'other']);
    expect(items.map((item) => item.textContent)).toEqual([
      'What works: Great detail about your dog.',
      'Watch out: Drop "no drama".',
      'Try this: End with a question.',
      'Note: Something new.',
    ]);
    for (const item of items) expect(item.querySelector('svg[aria-hidden="true"]')).toBeInTheDocument();
  });
});
