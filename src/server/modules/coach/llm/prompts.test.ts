import { describe, expect, it } from 'vitest';
import { IMPROVED_BIO_MAX } from '../../../../shared/schemas/coach';
import type { CoachContext } from '../engine';
import { PROFILE_CRITERIA } from '../profile-criteria';
import { dateIdeasPrompt, messagesPrompt, profilePrompt } from './prompts';
import { toolJsonSchema } from './tool-answers';
import type { JsonSchema } from './coerce';

const noContext: CoachContext = { preferences: null };
const items = (tool: Parameters<typeof toolJsonSchema>[0], key: string) =>
  toolJsonSchema(tool).properties![key] as JsonSchema & { minItems?: number };

/** The limits a prompt states are the ones the answer is checked against: a model that obeys loses nothing. */
describe('the prompts state the limits of the schema', () => {
  it('messages: the count and the length', () => {
    const { system } = messagesPrompt(
      { matchInfo: 'new here', style: 'playful', mode: 'starter', round: 0 },
      noContext,
    );
    const list = items('messages', 'messages');
    expect(system).toContain(`${list.minItems} to ${list.maxItems} items`);
    expect(system).toContain(`never more than ${list.items!.properties!.message!.maxLength}`);
  });

  it('date ideas: at most 6, at least 3', () => {
    const { system } = dateIdeasPrompt(
      { interests: 'chess', budget: '$', location: '', activityType: 'indoor', round: 0 },
      noContext,
    );
    const list = items('dateIdeas', 'dateIdeas');
    expect(system).toContain(`${list.maxItems} items (${list.minItems} at the least)`);
  });

  it('profile: the suggestions, the edit, and full marks on an absence meaning none was found', () => {
    const { system } = profilePrompt('hi', noContext);
    const list = items('profile', 'suggestions');
    expect(system).toContain(`${list.minItems} to ${list.maxItems} items`);
    expect(system).toContain(`at most ${IMPROVED_BIO_MAX} characters`);
    for (const name of ['Negativity', 'Clichés', 'Readability']) {
      const rule = PROFILE_CRITERIA.find((c) => c.name === name)!.rule;
      expect(rule).toMatch(/^scored on what is absent: full marks \(\d(\.5)?\) when/);
    }
    // Detail counts things; Specificity judges how they are named: each says it is not the other.
    expect(PROFILE_CRITERIA.find((c) => c.name === 'Detail')!.rule).toContain('is Specificity, not this');
    expect(PROFILE_CRITERIA.find((c) => c.name === 'Specificity')!.rule).toContain('not how many there are');
  });
});
