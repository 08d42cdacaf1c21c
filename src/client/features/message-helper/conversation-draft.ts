import {
  CONVERSATION_LINE_MAX,
  CONVERSATION_LINES_MAX,
  type ConversationLine,
  type ConversationSpeaker,
} from '../../../shared/conversation';

/** Where Help Me Reply takes the conversation from: the text box, or screenshots read into lines. */
export type ReplySource = 'text' | 'screenshot';

/** A chosen screenshot and its object URL (the thumbnail's source, and its key: each URL is unique). */
export interface Screenshot {
  url: string;
  file: File;
}

/** A line of the transcript as the user edits it; `id` keeps a field's focus while lines come and go. */
export interface DraftLine extends ConversationLine {
  id: number;
}

export interface ConversationDraft {
  source: ReplySource;
  /** In the order chosen: the order they are read in. */
  screenshots: Screenshot[];
  /** Why the browser refused files it was given last, until the choice changes. */
  notice: string | null;
  /** The transcript, null until the screenshots are read. */
  lines: DraftLine[] | null;
  /** Counts the reads, so the screen can bring each new transcript into view. */
  reads: number;
  nextLineId: number;
}

export type DraftAction =
  | { type: 'source'; source: ReplySource }
  | { type: 'add-screenshots'; screenshots: Screenshot[]; notice: string | null }
  | { type: 'remove-screenshot'; url: string }
  | { type: 'move-screenshot-earlier'; url: string }
  | { type: 'lines-read'; lines: readonly ConversationLine[] }
  | { type: 'edit-line'; id: number; text: string }
  | { type: 'swap-line'; id: number }
  | { type: 'delete-line'; id: number }
  | { type: 'add-line' };

export const emptyDraft: ConversationDraft = {
  source: 'text',
  screenshots: [],
  notice: null,
  lines: null,
  reads: 0,
  nextLineId: 1,
};

const other = (from: ConversationSpeaker): ConversationSpeaker => (from === 'me' ? 'them' : 'me');

function mapLine(draft: ConversationDraft, id: number, change: (line: DraftLine) => DraftLine): ConversationDraft {
  return { ...draft, lines: draft.lines?.map((line) => (line.id === id ? change(line) : line)) ?? null };
}

export function conversationDraftReducer(draft: ConversationDraft, action: DraftAction): ConversationDraft {
  switch (action.type) {
    case 'source':
      return { ...draft, source: action.source };
    case 'add-screenshots':
      // A paste or a drop while the text box is shown means the screenshot way.
      return {
        ...draft,
        source: 'screenshot',
        screenshots: [...draft.screenshots, ...action.screenshots],
        notice: action.notice,
      };
    case 'remove-screenshot':
      return { ...draft, screenshots: draft.screenshots.filter((shot) => shot.url !== action.url), notice: null };
    case 'move-screenshot-earlier': {
      const index = draft.screenshots.findIndex((shot) => shot.url === action.url);
      if (index <= 0) return draft;
      const screenshots = [...draft.screenshots];
      [screenshots[index - 1], screenshots[index]] = [screenshots[index]!, screenshots[index - 1]!];
      return { ...draft, screenshots };
    }
    case 'lines-read': {
      const lines = action.lines.map((line, i) => ({ id: draft.nextLineId + i, from: line.from, text: line.text }));
      // The refusal of earlier files has served its purpose once the chosen ones are read.
      return { ...draft, lines, notice: null, reads: draft.reads + 1, nextLineId: draft.nextLineId + lines.length };
    }
    case 'edit-line':
      return mapLine(draft, action.id, (line) => ({ ...line, text: action.text }));
    case 'swap-line':
      return mapLine(draft, action.id, (line) => ({ ...line, from: other(line.from) }));
    case 'delete-line':
      return { ...draft, lines: draft.lines?.filter((line) => line.id !== action.id) ?? null };
    case 'add-line': {
      const lines = draft.lines ?? [];
      if (lines.length >= CONVERSATION_LINES_MAX) return draft;
      // Conversations alternate, so a new line starts on the other side of the last one.
      const last = lines.at(-1);
      const line: DraftLine = { id: draft.nextLineId, from: last ? other(last.from) : 'them', text: '' };
      return { ...draft, lines: [...lines, line], nextLineId: draft.nextLineId + 1 };
    }
  }
}

/**
 * Why Generate cannot send the transcript yet, in words for the user, or null when it can. The server asks for
 * the same: no blank line, at least one line from them.
 */
export function conversationBlocker(draft: Pick<ConversationDraft, 'screenshots' | 'lines'>): string | null {
  const { lines } = draft;
  if (lines === null) {
    return draft.screenshots.length === 0
      ? 'Choose a screenshot of the chat first.'
      : 'Read the conversation first, then check it.';
  }
  const blank = lines.findIndex((line) => line.text.trim() === '');
  if (blank >= 0) return `Line ${blank + 1} is empty: type it or delete it.`;
  if (!lines.some((line) => line.from === 'them')) return 'Add a line from them: the replies answer their message.';
  return null;
}

/** The lines Generate sends: trimmed, without the editing ids. */
export function conversationOf(lines: readonly DraftLine[]): ConversationLine[] {
  return lines.map(({ from, text }) => ({ from, text: text.trim() }));
}

/** What a session draft keeps of the conversation: the way in and the transcript (files cannot be stored). */
export function savedConversationDraft({ source, lines }: ConversationDraft) {
  return { source, lines: lines?.map(({ from, text }) => ({ from, text })) ?? null };
}

/** The conversation from a stored draft, or null when it holds nothing usable; its images are not in it. */
export function restoreConversationDraft(saved: unknown): ConversationDraft | null {
  if (saved === null || typeof saved !== 'object') return null;
  const { source, lines } = saved as { source?: unknown; lines?: unknown };
  if (source !== 'text' && source !== 'screenshot') return null;
  const kept = Array.isArray(lines)
    ? lines
        .filter(
          (line): line is ConversationLine =>
            typeof line === 'object' &&
            line !== null &&
            ((line as ConversationLine).from === 'me' || (line as ConversationLine).from === 'them') &&
            typeof (line as ConversationLine).text === 'string',
        )
        .slice(0, CONVERSATION_LINES_MAX)
        .map((line, i) => ({ id: i + 1, from: line.from, text: line.text.slice(0, CONVERSATION_LINE_MAX) }))
    : null;
  return { ...emptyDraft, source, lines: kept, nextLineId: (kept?.length ?? 0) + 1 };
}
