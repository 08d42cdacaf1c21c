// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { SavedItem } from '../../../shared/schemas/saved';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast, getToastState, TOAST_REMOVE_DELAY } from '../../components/ui/use-toast';
import { savedResponsesQueryOptions } from './api/get-saved-responses';
import { DELETE_COMMIT_FALLBACK_MS, DELETE_FAILED_MESSAGE, useUndoableDelete } from './use-undoable-delete';
import { userEventOnFakeTimers } from '../../../test/client/user-event';
import { advanceTimers } from '../../../test/client/fake-timers';

const items: SavedItem[] = [
  { id: 'a', type: 'message', content: 'Alpha', title: null, createdAt: '2025-11-21T10:00:00Z', metadata: null },
  { id: 'b', type: 'other', content: 'Bravo', title: null, createdAt: '2025-11-20T10:00:00Z', metadata: null },
];

function Harness() {
  const { data = [] } = useQuery(savedResponsesQueryOptions);
  const { hiddenIds, remove } = useUndoableDelete();
  return (
    <ul>
      {data
        .filter((item) => !hiddenIds.has(item.id))
        .map((item) => (
          <li key={item.id}>
            {item.content}
            <button type="button" onClick={() => remove(item)}>
              Delete {item.content}
            </button>
          </li>
        ))}
    </ul>
  );
}

let fetchMock: Mock<typeof fetch>;
let queryClient: QueryClient;

function setup({ withToaster = true }: { withToaster?: boolean } = {}) {
  queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(savedResponsesQueryOptions.queryKey, items);
  return render(
    <QueryClientProvider client={queryClient}>
      <Harness />
      {withToaster && <Toaster />}
    </QueryClientProvider>,
  );
}

const deleteCalls = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => url);
const shown = (text: string) => screen.queryByText(text) !== null;
const cached = () => queryClient.getQueryData<SavedItem[]>(savedResponsesQueryOptions.queryKey)?.map((i) => i.id);

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

let user: UserEvent;
beforeEach(() => {
  vi.useFakeTimers();
  user = userEventOnFakeTimers();
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  act(() => {
    dismissToast();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
  });
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useUndoableDelete (saved items: delete with undo)', () => {
  it('hides the item at once and Undo brings it back without any request', async () => {
    setup();
    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    expect(shown('Alpha')).toBe(false);
    expect(shown('Bravo')).toBe(true);
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    expect(screen.getByText('Message removed from your saved items.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(shown('Alpha')).toBe(true);
    advanceTimers(DELETE_COMMIT_FALLBACK_MS * 3);
    await flush();
    expect(deleteCalls()).toEqual([]);
    expect(cached()).toEqual(['a', 'b']);
  });

  it('sends the DELETE only when the toast closes by itself after 5 s', async () => {
    setup();
    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    advanceTimers(4999);
    expect(deleteCalls()).toEqual([]);
    advanceTimers(1);
    await flush();
    expect(deleteCalls()).toEqual(['/api/saved-responses/a']);
    expect(cached()).toEqual(['b']);
    expect(shown('Alpha')).toBe(false);
    advanceTimers(DELETE_COMMIT_FALLBACK_MS);
    expect(deleteCalls()).toHaveLength(1);
  });

  it('commits at once when the toast is closed with its close button', async () => {
    setup();
    await user.click(screen.getByRole('button', { name: 'Delete Bravo' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await flush();
    expect(deleteCalls()).toEqual(['/api/saved-responses/b']);
  });

  it('commits the earlier delete when a second one replaces its toast', async () => {
    setup();
    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    await user.click(screen.getByRole('button', { name: 'Delete Bravo' }));
    await flush();
    expect(deleteCalls()).toEqual(['/api/saved-responses/a']);
    expect(shown('Bravo')).toBe(false);
    // Undo now concerns only Bravo.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(shown('Bravo')).toBe(true);
    expect(shown('Alpha')).toBe(false);
  });

  it('commits a pending delete when the screen goes away, and closes its toast', async () => {
    const view = setup();
    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    expect(deleteCalls()).toEqual([]);
    view.unmount();
    await flush();
    expect(deleteCalls()).toEqual(['/api/saved-responses/a']);
    expect(getToastState().toasts.every((t) => !t.open)).toBe(true);
  });

  it('commits when the page is left, with a request that outlives it', async () => {
    setup();
    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await flush();
    expect(deleteCalls()).toEqual(['/api/saved-responses/a']);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'DELETE', keepalive: true, credentials: 'include' });
  });

  it('still commits on its own timer when the toast never closes', async () => {
    setup({ withToaster: false });
    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    advanceTimers(DELETE_COMMIT_FALLBACK_MS - 1);
    expect(deleteCalls()).toEqual([]);
    advanceTimers(1);
    await flush();
    expect(deleteCalls()).toEqual(['/api/saved-responses/a']);
  });

  it('puts the item back and says so when the DELETE fails', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ message: 'Database unavailable' }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        }),
    );
    setup();
    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    advanceTimers(5000);
    await flush();
    expect(deleteCalls()).toEqual(['/api/saved-responses/a']);
    expect(shown('Alpha')).toBe(true);
    expect(cached()).toEqual(['a', 'b']);
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });

  it('uses the fallback wording when the failure has no message, and treats 404 as already gone', async () => {
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('');
    });
    setup();
    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await flush();
    expect(shown('Alpha')).toBe(true);
    expect(screen.getByText(DELETE_FAILED_MESSAGE)).toBeInTheDocument();

    fetchMock.mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ message: 'Not found' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Bravo' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await flush();
    expect(shown('Bravo')).toBe(false);
    expect(cached()).toEqual(['a']);
  });
});
