// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testUser } from '../../test/client/render-screen';
import {
  draftChoice,
  draftRecord,
  draftText,
  DRAFT_PREFIX,
  dropOtherUsersDrafts,
  readDraft,
  useSessionDraft,
  useSessionDraftReducer,
  writeDraft,
} from './session-draft';

afterEach(cleanup);

function Note() {
  const [text, setText] = useSessionDraft('note', '', (saved) => draftText(saved, 10));
  return <input aria-label="Note" value={text} onChange={(event) => setText(event.target.value)} />;
}

interface Tally {
  count: number;
  /** Not kept: like a file, it lives only as long as the screen. */
  scratch: string;
}
const tallyReducer = (state: Tally, action: 'add') => (action === 'add' ? { ...state, count: state.count + 1 } : state);

function Counter() {
  const [tally, dispatch] = useSessionDraftReducer(
    'tally',
    tallyReducer,
    { count: 0, scratch: 'fresh' },
    (saved) => {
      const fields = draftRecord(saved);
      return typeof fields?.count === 'number' ? { count: fields.count, scratch: 'fresh' } : null;
    },
    ({ count }) => ({ count }),
  );
  return (
    <button type="button" onClick={() => dispatch('add')}>
      {tally.count} {tally.scratch}
    </button>
  );
}

describe('useSessionDraft', () => {
  it('keeps what was typed for the same user and gives it back to the next screen', async () => {
    const user = userEvent.setup();
    const first = renderScreen(<Note />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'hello');
    expect(readDraft('u1', 'note')).toBe('hello');
    first.unmount();

    renderScreen(<Note />, { keepDrafts: true });
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', 'hello');
  });

  it('never shows one user the draft of another, and drops it when someone else signs in', () => {
    writeDraft('u1', 'note', 'private');
    renderScreen(<Note />, { user: testUser({ id: 'u2' }), keepDrafts: true });
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', '');
    expect(readDraft('u1', 'note')).toBeUndefined();
  });

  it('starts empty from a stored value it cannot use, and cuts text to its limit', () => {
    sessionStorage.setItem(`${DRAFT_PREFIX}u1:note`, '{not json');
    const broken = renderScreen(<Note />, { keepDrafts: true });
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', '');
    broken.unmount();

    writeDraft('u1', 'note', 42);
    const wrongType = renderScreen(<Note />, { keepDrafts: true });
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', '');
    wrongType.unmount();

    writeDraft('u1', 'note', 'x'.repeat(50));
    renderScreen(<Note />, { keepDrafts: true });
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', 'x'.repeat(10));
  });

  it('a reducer draft keeps only what `save` picks', async () => {
    const user = userEvent.setup();
    const first = renderScreen(<Counter />);
    await user.click(screen.getByRole('button'));
    await user.click(screen.getByRole('button'));
    expect(readDraft('u1', 'tally')).toEqual({ count: 2 });
    first.unmount();

    renderScreen(<Counter />, { keepDrafts: true });
    expect(screen.getByRole('button').textContent).toBe('2 fresh');
  });

  it('a signed-out screen keeps nothing', async () => {
    const user = userEvent.setup();
    renderScreen(<Note />, { user: null });
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'hi');
    expect(sessionStorage.length).toBe(0);
  });
});

describe('draft parsers and clean-up', () => {
  it('accept only what they expect', () => {
    expect(draftChoice('b', ['a', 'b'] as const)).toBe('b');
    expect(draftChoice('c', ['a', 'b'] as const)).toBeNull();
    expect(draftRecord(['a'])).toBeNull();
    expect(draftRecord(null)).toBeNull();
    expect(draftRecord({ a: 1 })).toEqual({ a: 1 });
    expect(draftText(7, 5)).toBeNull();
  });

  it("dropOtherUsersDrafts leaves the user's own drafts and the rest of the storage", () => {
    act(() => {
      sessionStorage.clear();
      writeDraft('u1', 'a', 'mine');
      writeDraft('u9', 'a', 'theirs');
      sessionStorage.setItem('other', 'x');
    });
    dropOtherUsersDrafts('u1');
    expect(readDraft('u1', 'a')).toBe('mine');
    expect(readDraft('u9', 'a')).toBeUndefined();
    expect(sessionStorage.getItem('other')).toBe('x');
  });
});
