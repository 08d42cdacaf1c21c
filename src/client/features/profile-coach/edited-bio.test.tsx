// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BioEdit } from '../../../shared/schemas/coach';
import { dismissToast, getToastState } from '../../components/ui/use-toast';
import { stubClipboard } from '../../../test/client/clipboard';
import { renderScreen, sentBodies, stubApi } from '../../../test/client/render-screen';
import { EditedBio } from './edited-bio';

const lastToast = () => getToastState().toasts[0];
const edits: BioEdit[] = [
  { kind: 'fixed', from: 'i', to: 'I', reason: '"I" on its own is always a capital. (2 times)' },
  { kind: 'cut', from: 'Work hard, play hard.', to: '', reason: 'Said in countless profiles.' },
  { kind: 'add', from: '', to: 'My go-to coffee spot is [a cafe you love].', reason: 'One true detail.' },
];
const withGap = 'I roast my own beans. My go-to coffee spot is [a cafe you love].';

let user: UserEvent;
let writeText: ReturnType<typeof stubClipboard>;
beforeEach(() => {
  act(() => dismissToast());
  user = userEvent.setup();
  writeText = stubClipboard();
});
afterEach(cleanup);

describe('<EditedBio />', () => {
  it('shows the old score beside the edit\'s, "6 → 7.5"', () => {
    stubApi({});
    renderScreen(<EditedBio bio="I roast my own beans." score={6} improvedScore={7.5} edits={[]} />);
    expect(screen.getByTestId('score-change').textContent).toMatch(/Score 6 → 7\.5/);
  });

  it('lists every edit with its kind and reason', async () => {
    stubApi({});
    renderScreen(<EditedBio bio={withGap} score={6} improvedScore={7} edits={edits} />);
    await user.click(screen.getByText(/What changed \(3 edits\)/));
    const items = within(screen.getByRole('list', { name: 'Changes to your bio' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Fixed: “i” → “I”"I" on its own is always a capital. (2 times)',
      'Cut: “Work hard, play hard.”Said in countless profiles.',
      'Added: “My go-to coffee spot is [a cafe you love].”One true detail.',
    ]);
  });

  it('never copies a gap: Copy asks for the missing words, then copies the completed bio', async () => {
    stubApi({});
    renderScreen(<EditedBio bio={withGap} score={6} improvedScore={7} edits={edits} />);
    await user.click(screen.getByRole('button', { name: 'Copy Improved Bio' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(lastToast()?.title).toBe('Fill in the gap first');
    const field = screen.getByRole('textbox', { name: 'a cafe you love' });
    expect(document.activeElement).toBe(field);
    await user.type(field, 'Blue Door on 5th');
    expect(screen.getByTestId('improved-bio').textContent).toBe(
      'I roast my own beans. My go-to coffee spot is Blue Door on 5th.',
    );
    await user.click(screen.getByRole('button', { name: 'Copy Improved Bio' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('I roast my own beans. My go-to coffee spot is Blue Door on 5th.'),
    );
  });

  it('has one action to adopt the edit, and then shows the score Progress kept, as the toast does', async () => {
    const api = stubApi({
      'POST /api/profile-versions': (body) => ({
        status: 201,
        json: {
          id: '6c9a4f1e-0000-4000-8000-000000000001',
          bio: (body as { bio: string }).bio,
          score: 8,
          source: 'improved',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      }),
      'GET /api/progress': () => ({ json: {} }),
    });
    renderScreen(<EditedBio bio={withGap} score={6} improvedScore={7} edits={edits} />);
    expect(screen.getAllByRole('button', { name: /using this/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: "I'm using this bio now" }));
    expect(sentBodies(api, 'POST', '/api/profile-versions')).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'a cafe you love' }), 'Blue Door');
    await user.click(screen.getByRole('button', { name: "I'm using this bio now" }));
    await screen.findByRole('button', { name: 'Kept on Progress' });
    expect(sentBodies(api, 'POST', '/api/profile-versions')).toEqual([
      { bio: 'I roast my own beans. My go-to coffee spot is Blue Door.', source: 'improved' },
    ]);
    expect(lastToast()?.description).toBe('This version scores 8/10 by the published rubric.');
    expect(screen.getByTestId('score-change').textContent).toMatch(/Score 6 → 8/);
  });
});
