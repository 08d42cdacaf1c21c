// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast, getToastState } from '../../components/ui/use-toast';
import { stubClipboard } from '../../../test/client/clipboard';
import { renderScreen, sentBodies, stubApi } from '../../../test/client/render-screen';
import { MessageCard } from './message-card';

const lastToast = () => getToastState().toasts[0];
const reply = { message: 'The last book I read? Easy: [your answer] 😄 What about you?', engagementRate: 40 };

let user: UserEvent;
let writeText: ReturnType<typeof stubClipboard>;
beforeEach(() => {
  act(() => dismissToast());
  user = userEvent.setup();
  writeText = stubClipboard();
});
afterEach(cleanup);

describe('<MessageCard />', () => {
  it("never copies or saves a gap: it asks for the user's words, then copies and saves the whole reply", async () => {
    const api = stubApi({
      'POST /api/save-response': (body) => ({
        status: 201,
        json: { id: '6c9a4f1e-0000-4000-8000-000000000009', ...(body as object) },
      }),
    });
    renderScreen(<MessageCard message={reply} position={1} mode="reply" style="playful" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(lastToast()?.title).toBe('Fill in the gap first');
    const field = screen.getByRole('textbox', { name: 'your answer' });
    expect(document.activeElement).toBe(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sentBodies(api, 'POST', '/api/save-response')).toEqual([]);

    await user.type(field, 'Piranesi');
    const whole = 'The last book I read? Easy: Piranesi 😄 What about you?';
    expect(screen.getByText(whole)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(whole));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBodies(api, 'POST', '/api/save-response')).toHaveLength(1));
    expect(sentBodies(api, 'POST', '/api/save-response')[0]).toMatchObject({ content: whole });
  });

  it('copies a reply without a gap at once, with no fields', async () => {
    stubApi({});
    renderScreen(
      <MessageCard
        message={{ message: 'Night night! Sleep well x', engagementRate: 30 }}
        position={1}
        mode="reply"
        style="playful"
      />,
    );
    expect(screen.queryByTestId('fill-in-fields')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Night night! Sleep well x'));
  });
});
