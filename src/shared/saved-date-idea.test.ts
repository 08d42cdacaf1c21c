import { describe, expect, it } from 'vitest';
import { parseSavedDateIdea } from './saved-date-idea';

describe('parseSavedDateIdea', () => {
  it('reads an idea with its optional facts', () => {
    const idea = { title: 'Picnic', description: 'Bread and cheese.', duration: '2 hours', budget: '$' };
    expect(parseSavedDateIdea(JSON.stringify(idea))).toEqual(idea);
  });

  it('refuses anything else', () => {
    for (const content of [
      'plain text',
      '42',
      'null',
      '[]',
      '{"title":"x"}',
      '{"title":"x","description":"y","budget":5}',
    ])
      expect(parseSavedDateIdea(content), content).toBeNull();
  });
});
