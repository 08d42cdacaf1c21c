import { describe, expect, it } from 'vitest';
import type { SavedItem } from '../../../shared/schemas/saved';
import {
  copyTextFor,
  dateIdeaFacts,
  engagementRateOf,
  parseSavedContent,
  savedCountLabel,
  sortNewestFirst,
} from './saved-content';

const idea = {
  title: 'Sunset picnic',
  description: 'Pack snacks and watch the sun go down.',
  duration: '2-3 hours',
  location: 'Dolores Park',
  category: 'Outdoor',
  budget: 'free',
};

function item(overrides: Partial<SavedItem>): SavedItem {
  return {
    id: '1',
    type: 'message',
    content: 'Hi!',
    title: null,
    createdAt: '2025-11-21T10:00:00Z',
    metadata: null,
    ...overrides,
  };
}

describe('savedCountLabel (spec 000 §2.11)', () => {
  it('is singular for one and plural otherwise', () => {
    expect(savedCountLabel(0)).toBe('0 saved items');
    expect(savedCountLabel(1)).toBe('1 saved item');
    expect(savedCountLabel(2)).toBe('2 saved items');
  });
});

describe('parseSavedContent', () => {
  it('reads a date idea from its JSON content', () => {
    expect(parseSavedContent({ type: 'date_idea', content: JSON.stringify(idea) })).toEqual({
      kind: 'date_idea',
      idea,
    });
  });

  it('accepts a date idea with only title and description', () => {
    const content = JSON.stringify({ title: 'Museum', description: 'Wander the galleries.' });
    expect(parseSavedContent({ type: 'date_idea', content })).toEqual({
      kind: 'date_idea',
      idea: { title: 'Museum', description: 'Wander the galleries.' },
    });
  });

  it('falls back to the raw text when a date idea is not JSON or not an idea', () => {
    expect(parseSavedContent({ type: 'date_idea', content: 'Picnic in the park' })).toEqual({
      kind: 'text',
      text: 'Picnic in the park',
    });
    expect(parseSavedContent({ type: 'date_idea', content: '{"name":"x"}' })).toEqual({
      kind: 'text',
      text: '{"name":"x"}',
    });
    expect(parseSavedContent({ type: 'date_idea', content: 'null' })).toEqual({ kind: 'text', text: 'null' });
  });

  it('never parses other types, even when they look like JSON', () => {
    const content = JSON.stringify(idea);
    expect(parseSavedContent({ type: 'message', content })).toEqual({ kind: 'text', text: content });
  });
});

describe('dateIdeaFacts and copyTextFor', () => {
  it('lists the present facts, budget "free" as FREE', () => {
    expect(dateIdeaFacts(idea)).toEqual([
      { label: 'Duration', value: '2-3 hours' },
      { label: 'Location', value: 'Dolores Park' },
      { label: 'Category', value: 'Outdoor' },
      { label: 'Budget', value: 'FREE' },
    ]);
    expect(dateIdeaFacts({ title: 'a', description: 'b', location: ' ' })).toEqual([]);
  });

  it('copies a date idea as readable text and anything else as it is', () => {
    expect(copyTextFor({ type: 'date_idea', content: JSON.stringify(idea) })).toBe(
      'Sunset picnic\n\nPack snacks and watch the sun go down.\n\n' +
        'Duration: 2-3 hours\nLocation: Dolores Park\nCategory: Outdoor\nBudget: FREE',
    );
    expect(copyTextFor({ type: 'date_idea', content: JSON.stringify({ title: 'A', description: 'B' }) })).toBe(
      'A\n\nB',
    );
    expect(copyTextFor({ type: 'message', content: 'Hey there' })).toBe('Hey there');
    expect(copyTextFor({ type: 'date_idea', content: 'not json' })).toBe('not json');
  });
});

describe('engagementRateOf', () => {
  it('reads a message metadata rate (number or numeric text)', () => {
    expect(engagementRateOf(item({ metadata: { engagementRate: 87 } }))).toBe(87);
    expect(engagementRateOf(item({ metadata: { engagementRate: '72' } }))).toBe(72);
  });

  it('is null without a rate, with a bad one, or for other types', () => {
    expect(engagementRateOf(item({ metadata: null }))).toBeNull();
    expect(engagementRateOf(item({ metadata: { engagementRate: 'high' } }))).toBeNull();
    expect(engagementRateOf(item({ metadata: { engagementRate: '' } }))).toBeNull();
    expect(engagementRateOf(item({ type: 'other', metadata: { engagementRate: 80 } }))).toBeNull();
  });
});

describe('sortNewestFirst', () => {
  it('sorts newest first', () => {
    const a = item({ id: 'a', createdAt: '2025-01-01T00:00:00Z' });
    const b = item({ id: 'b', createdAt: '2025-03-01T00:00:00Z' });
    expect(sortNewestFirst([a, b]).map((i) => i.id)).toEqual(['b', 'a']);
  });
});
