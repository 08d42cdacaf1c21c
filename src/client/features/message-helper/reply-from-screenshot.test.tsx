// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationLine, GeneratedMessage } from '../../../shared/schemas/coach';
import { dismissToast } from '../../components/ui/use-toast';
import { renderScreen, requestUrl, sentBodies, stubApi, testUser } from '../../../test/client/render-screen';
import { MessageHelperPage } from './message-helper-page';

const MB = 1024 * 1024;

const image = (name: string, { type = 'image/png', bytes = 2048 }: { type?: string; bytes?: number } = {}) =>
  new File([new Uint8Array(bytes)], name, { type });

const replies: GeneratedMessage[] = [1, 2, 3].map((n) => ({ message: `Reply ${n}?`, engagementRate: 30 + n }));

const transcript: ConversationLine[] = [
  { from: 'them', text: 'Hey! Saw you climb' },
  { from: 'me', text: 'Every Sunday, you?' },
  { from: 'them', text: 'Never tried. Is it scary?' },
];

// jsdom has no object URLs: each file gets a unique one, and revocations are recorded.
let urls = 0;
const createObjectURL = vi.fn((_file: Blob) => `blob:test/${++urls}`);
const revokeObjectURL = vi.fn((_url: string) => undefined);
beforeEach(() => {
  urls = 0;
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  act(() => dismissToast());
});
afterEach(cleanup);

let user: UserEvent;
beforeEach(() => {
  // `applyAccept: false`: a person can still pick "All files" in the dialog, so the page checks the type itself.
  user = userEvent.setup({ applyAccept: false });
});

/** Read endpoint calls: the files of the field `screenshots`, by name, per call. */
function readCalls(api: ReturnType<typeof stubApi>): string[][] {
  return api.mock.calls
    .filter(([input]) => requestUrl(input).endsWith('/api/ai/read-screenshot'))
    .map(([, init]) => {
      const body = init?.body;
      expect(body).toBeInstanceOf(FormData);
      return (body as FormData).getAll('screenshots').map((file) => (file as File).name);
    });
}

async function openScreenshots() {
  renderScreen(<MessageHelperPage />);
  await user.click(screen.getByRole('tab', { name: 'Help Me Reply' }));
  await user.click(await screen.findByRole('radio', { name: 'Screenshot' }));
}

const input = () => screen.getByTestId<HTMLInputElement>('screenshot-input');
const thumbnails = () =>
  within(screen.getByRole('list', { name: 'Screenshots, in order' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));
const generate = () => screen.getByRole('button', { name: 'Generate Messages' });

describe('Help Me Reply from a screenshot', () => {
  it('shows chosen screenshots in order, moves one earlier, and revokes the URL of one removed', async () => {
    stubApi({});
    await openScreenshots();
    expect(input().accept).toBe('image/png,image/jpeg,image/webp');
    expect(input().multiple).toBe(true);
    expect(input().hasAttribute('capture')).toBe(false);
    expect(screen.getByText('Your screenshots are read in memory and never stored.')).toBeInTheDocument();

    await user.upload(input(), [image('first.png'), image('second.jpg', { type: 'image/jpeg' })]);
    expect(thumbnails()).toEqual(['Screenshot 1: first.png', 'Screenshot 2: second.jpg']);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['blob:test/1', 'blob:test/2']);

    await user.click(screen.getByRole('button', { name: 'Move screenshot 2 earlier' }));
    expect(thumbnails()).toEqual(['Screenshot 1: second.jpg', 'Screenshot 2: first.png']);

    await user.click(screen.getByRole('button', { name: 'Remove screenshot 1' }));
    expect(thumbnails()).toEqual(['Screenshot 1: first.png']);
    expect(revokeObjectURL.mock.calls).toEqual([['blob:test/2']]);

    // Leaving the page frees the rest.
    cleanup();
    expect(revokeObjectURL.mock.calls).toEqual([['blob:test/2'], ['blob:test/1']]);
  });

  it('refuses a PDF, a 6 MB image and a fourth screenshot in the browser, with a message', async () => {
    stubApi({});
    await openScreenshots();
    await user.upload(input(), [image('chat.pdf', { type: 'application/pdf' })]);
    expect(screen.getByRole('alert').textContent).toBe('"chat.pdf" is not a PNG, JPEG or WebP image.');
    expect(screen.queryByRole('list', { name: 'Screenshots, in order' })).toBeNull();

    await user.upload(input(), [image('huge.png', { bytes: 6 * MB }), image('ok.webp', { type: 'image/webp' })]);
    expect(screen.getByRole('alert').textContent).toBe(
      '"huge.png" is over 5 MB. Crop it or take a smaller screenshot.',
    );
    expect(thumbnails()).toEqual(['Screenshot 1: ok.webp']);

    await user.upload(input(), [image('b.png'), image('c.png'), image('d.png')]);
    expect(thumbnails()).toEqual(['Screenshot 1: ok.webp', 'Screenshot 2: b.png', 'Screenshot 3: c.png']);
    expect(screen.getByRole('alert').textContent).toBe('Up to 3 screenshots of one chat: remove one to add another.');
    expect(screen.queryByRole('button', { name: 'Add another' })).toBeNull();
    expect(createObjectURL).toHaveBeenCalledTimes(3);
  });

  it('reads the screenshots (free), lets the user fix the transcript, and generates replies to it', async () => {
    const api = stubApi({
      'POST /api/ai/read-screenshot': () => ({ json: { lines: transcript } }),
      'POST /api/ai/generate-messages': () => ({ json: { messages: replies } }),
      'GET /api/auth/user': () => ({ json: testUser({ dailyUsage: 1 }) }),
    });
    await openScreenshots();
    expect(generate()).toHaveProperty('disabled', true);
    expect(screen.getByText('Choose a screenshot of the chat first.')).toBeInTheDocument();

    await user.upload(input(), [image('top.png'), image('bottom.png')]);
    expect(screen.getByText('Reading is free.')).toBeInTheDocument();
    expect(generate()).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Read conversation' }));

    const line3 = await screen.findByRole('textbox', { name: 'Line 3, Them' });
    expect(readCalls(api)).toEqual([['top.png', 'bottom.png']]);
    expect(sentBodies(api, 'POST', '/api/ai/generate-messages')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Check the conversation' })).toHaveFocus();
    expect(line3).toHaveProperty('value', 'Never tried. Is it scary?');
    expect(screen.getByRole('textbox', { name: 'Line 2, You' })).toHaveProperty('value', 'Every Sunday, you?');

    // Edit a line, swap a side, delete a line.
    await user.clear(screen.getByRole('textbox', { name: 'Line 1, Them' }));
    await user.type(screen.getByRole('textbox', { name: 'Line 1, Them' }), 'Hey! Saw you climb at the gym');
    await user.click(screen.getByRole('button', { name: 'Line 2, You: make it theirs' }));
    expect(screen.getByRole('textbox', { name: 'Line 2, Them' })).toHaveProperty('value', 'Every Sunday, you?');
    await user.click(screen.getByRole('button', { name: 'Line 2, Them: make it yours' }));
    await user.click(screen.getByRole('button', { name: 'Delete line 3' }));
    expect(screen.queryByRole('textbox', { name: /^Line 3/ })).toBeNull();
    // Focus goes to the line before the deleted last one.
    expect(screen.getByRole('textbox', { name: 'Line 2, You' })).toHaveFocus();

    // A blank line or no line from them blocks Generate, with the reason.
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    const added = screen.getByRole('textbox', { name: 'Line 3, Them' });
    expect(added).toHaveFocus();
    expect(generate()).toHaveProperty('disabled', true);
    expect(screen.getByText('Line 3 is empty: type it or delete it.')).toBeInTheDocument();
    await user.type(added, ' Scary? A bit. ');
    expect(generate()).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('button', { name: 'Line 1, Them: make it yours' }));
    await user.click(screen.getByRole('button', { name: 'Line 3, Them: make it yours' }));
    expect(generate()).toHaveProperty('disabled', true);
    expect(screen.getByText('Add a line from them: the replies answer their message.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Line 1, You: make it theirs' }));
    await user.click(screen.getByRole('button', { name: 'Line 3, You: make it theirs' }));

    await user.click(screen.getByRole('radio', { name: 'Funny' }));
    await user.click(generate());
    await screen.findByText('Reply 1?');
    await user.click(screen.getByRole('button', { name: 'Generate More Options' }));
    await waitFor(() => expect(screen.getAllByTestId('message-card')).toHaveLength(6));

    const conversation = [
      { from: 'them', text: 'Hey! Saw you climb at the gym' },
      { from: 'me', text: 'Every Sunday, you?' },
      { from: 'them', text: 'Scary? A bit.' },
    ];
    expect(sentBodies(api, 'POST', '/api/ai/generate-messages')).toEqual([
      { conversation, style: 'funny', mode: 'reply', round: 0 },
      { conversation, style: 'funny', mode: 'reply', round: 1 },
    ]);
    expect(readCalls(api)).toHaveLength(1);
  });

  it("shows the server's error inline with a retry that reads again", async () => {
    let answer: { status: number; json: unknown } = {
      status: 429,
      json: { code: 'SCREENSHOT_READER_BUSY', message: 'Lots of screenshots are being read right now.' },
    };
    const api = stubApi({ 'POST /api/ai/read-screenshot': () => answer });
    await openScreenshots();
    await user.upload(input(), [image('chat.png')]);
    await user.click(screen.getByRole('button', { name: 'Read conversation' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Lots of screenshots are being read right now.');
    expect(screen.queryByRole('heading', { name: 'Check the conversation' })).toBeNull();

    answer = { status: 200, json: { lines: transcript } };
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('textbox', { name: 'Line 3, Them' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(readCalls(api)).toEqual([['chat.png'], ['chat.png']]);
  });

  it('says so when nothing was read, or the network failed', async () => {
    let fail = false;
    stubApi({
      'POST /api/ai/read-screenshot': () => {
        if (fail) throw new TypeError('Failed to fetch');
        return { json: { lines: [] } };
      },
    });
    await openScreenshots();
    await user.upload(input(), [image('sunset.jpg', { type: 'image/jpeg' })]);
    await user.click(screen.getByRole('button', { name: 'Read conversation' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not find a conversation/);
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Check your connection/));
  });

  it('takes an image pasted while the tab is shown, and leaves pasted text to the text box', async () => {
    stubApi({});
    renderScreen(<MessageHelperPage />);
    await user.click(screen.getByRole('tab', { name: 'Help Me Reply' }));
    const box = await screen.findByRole('textbox', { name: 'Paste their message' });
    expect(screen.getByText(/start each line with "Them:" or "Me:"/)).toBeInTheDocument();

    await user.click(box);
    await user.paste('Them: Is it scary?');
    expect(box).toHaveProperty('value', 'Them: Is it scary?');

    fireEvent.paste(document.activeElement ?? document.body, { clipboardData: { files: [image('image.png')] } });
    expect(await screen.findByRole('radio', { name: 'Screenshot' })).toHaveAttribute('aria-checked', 'true');
    expect(thumbnails()).toEqual(['Screenshot 1: image.png']);

    // The typed text is still there when the user goes back to typing.
    await user.click(screen.getByRole('radio', { name: 'Text' }));
    expect(screen.getByRole('textbox', { name: 'Paste their message' })).toHaveProperty('value', 'Them: Is it scary?');
  });

  it('takes screenshots dropped on the drop zone', async () => {
    stubApi({});
    await openScreenshots();
    fireEvent.drop(screen.getByTestId('screenshot-drop-zone'), {
      dataTransfer: { files: [image('dropped.png'), image('notes.txt', { type: 'text/plain' })], types: ['Files'] },
    });
    expect(thumbnails()).toEqual(['Screenshot 1: dropped.png']);
    expect(screen.getByRole('alert').textContent).toBe('"notes.txt" is not a PNG, JPEG or WebP image.');
  });
});
