import { describe, expect, it } from 'vitest';
import { CONVERSATION_LINES_MAX } from '../../../shared/conversation';
import {
  conversationBlocker,
  conversationDraftReducer,
  conversationOf,
  emptyDraft,
  restoreConversationDraft,
  savedConversationDraft,
  type ConversationDraft,
} from './conversation-draft';
import { takeScreenshots } from './screenshot-files';

const read = (lines: ConversationDraft['lines']) =>
  conversationDraftReducer(emptyDraft, { type: 'lines-read', lines: lines ?? [] });

describe('conversationDraftReducer', () => {
  it('numbers read lines after any earlier ones, and counts the reads', () => {
    const first = read([{ id: 0, from: 'them', text: 'Hi' }]);
    const second = conversationDraftReducer(first, { type: 'lines-read', lines: [{ from: 'me', text: 'Hey' }] });
    expect(first.lines).toEqual([{ id: 1, from: 'them', text: 'Hi' }]);
    expect(second.lines).toEqual([{ id: 2, from: 'me', text: 'Hey' }]);
    expect(second.reads).toBe(2);
    const refused = { ...emptyDraft, notice: '"a.pdf" is not a PNG, JPEG or WebP image.' };
    expect(conversationDraftReducer(refused, { type: 'lines-read', lines: [] }).notice).toBeNull();
  });

  it('adds a line on the other side of the last one, theirs when there is none, up to the limit', () => {
    const one = conversationDraftReducer(emptyDraft, { type: 'add-line' });
    const two = conversationDraftReducer(one, { type: 'add-line' });
    expect(two.lines?.map((line) => line.from)).toEqual(['them', 'me']);
    let full = one;
    for (let i = 1; i < CONVERSATION_LINES_MAX + 5; i += 1) full = conversationDraftReducer(full, { type: 'add-line' });
    expect(full.lines).toHaveLength(CONVERSATION_LINES_MAX);
  });

  it('keeps the first screenshot first when asked to move it earlier', () => {
    const file = new File([], 'a.png', { type: 'image/png' });
    const draft = conversationDraftReducer(emptyDraft, {
      type: 'add-screenshots',
      screenshots: [{ url: 'blob:a', file }],
      notice: null,
    });
    expect(draft.source).toBe('screenshot');
    expect(conversationDraftReducer(draft, { type: 'move-screenshot-earlier', url: 'blob:a' })).toBe(draft);
  });
});

describe('conversationBlocker', () => {
  it('names the first blank line, then a missing line from them', () => {
    expect(conversationBlocker({ screenshots: [], lines: [] })).toBe(
      'Add a line from them: the replies answer their message.',
    );
    const lines = read([
      { id: 0, from: 'me', text: 'Hi' },
      { id: 0, from: 'them', text: '  ' },
    ]).lines;
    expect(conversationBlocker({ screenshots: [], lines })).toBe('Line 2 is empty: type it or delete it.');
    expect(conversationBlocker({ screenshots: [], lines: [{ id: 1, from: 'them', text: 'Scary?' }] })).toBeNull();
  });
});

describe('takeScreenshots', () => {
  const png = (name: string, size = 10) => ({ name, type: 'image/png', size });

  it('takes what fits beside the held ones, in order, and explains the rest', () => {
    expect(
      takeScreenshots(1, [png('a'), { name: 'b.svg', type: 'image/svg+xml', size: 5 }, png('c'), png('d')]),
    ).toEqual({
      taken: [png('a'), png('c')],
      problem: '"b.svg" is not a PNG, JPEG or WebP image. Up to 3 screenshots of one chat: remove one to add another.',
    });
    expect(takeScreenshots(0, [png('big', 5 * 1024 * 1024 + 1)]).problem).toBe(
      '"big" is over 5 MB. Crop it or take a smaller screenshot.',
    );
    expect(takeScreenshots(0, [png('edge', 5 * 1024 * 1024)])).toEqual({
      taken: [png('edge', 5 * 1024 * 1024)],
      problem: null,
    });
  });
});

describe('the conversation as a session draft', () => {
  it('keeps the way in and the checked transcript, never the images, and gives them back', () => {
    const screenshot = { url: 'blob:1', file: new File(['x'], 'chat.png') };
    const read = conversationDraftReducer(
      conversationDraftReducer(emptyDraft, { type: 'add-screenshots', screenshots: [screenshot], notice: null }),
      {
        type: 'lines-read',
        lines: [
          { from: 'them', text: 'Hi!' },
          { from: 'me', text: 'Hey' },
        ],
      },
    );
    const saved = JSON.parse(JSON.stringify(savedConversationDraft(read))) as unknown;
    expect(saved).toEqual({
      source: 'screenshot',
      lines: [
        { from: 'them', text: 'Hi!' },
        { from: 'me', text: 'Hey' },
      ],
    });
    const restored = restoreConversationDraft(saved)!;
    expect(restored.screenshots).toEqual([]);
    expect(conversationBlocker(restored)).toBeNull();
    expect(conversationOf(restored.lines!)).toEqual([
      { from: 'them', text: 'Hi!' },
      { from: 'me', text: 'Hey' },
    ]);
    // New lines get ids after the restored ones.
    const added = conversationDraftReducer(restored, { type: 'add-line' });
    expect(new Set(added.lines!.map((line) => line.id)).size).toBe(3);
  });

  it('refuses a stored draft of the wrong shape, and drops lines that are not lines', () => {
    expect(restoreConversationDraft(null)).toBeNull();
    expect(restoreConversationDraft({ source: 'camera' })).toBeNull();
    const restored = restoreConversationDraft({
      source: 'screenshot',
      lines: [{ from: 'them', text: 'ok' }, { from: 'boss', text: 'no' }, 'x', { from: 'me', text: 5 }],
    })!;
    expect(restored.lines).toEqual([{ id: 1, from: 'them', text: 'ok' }]);
    expect(restoreConversationDraft({ source: 'text', lines: null })!.lines).toBeNull();
  });
});
