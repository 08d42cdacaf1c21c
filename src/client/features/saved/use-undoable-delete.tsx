import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SavedItem } from '../../../shared/schemas/saved';
import { TOAST_DURATION_MS, ToastAction } from '../../components/ui/toast';
import { dismissToast, toast, useToast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api-client';
import { useNotifyError } from '../../lib/notify-error';
import { savedResponsesQueryKey } from '../../lib/save-response';
import { deleteSavedResponse } from './api/delete-saved-response';
import { savedTypeLabels, sortNewestFirst } from './saved-content';

/**
 * If the "Deleted" toast has not closed by itself by then (its timer pauses while
 * the window is in the background), the delete goes through anyway.
 */
export const DELETE_COMMIT_FALLBACK_MS = TOAST_DURATION_MS + 1000;
export const DELETE_FAILED_MESSAGE = 'Failed to delete. Please try again.';

interface PendingDelete {
  item: SavedItem;
  toastId: string;
  timer: ReturnType<typeof setTimeout>;
}

/** The open toast is being read or reached for: its timer is paused, so ours waits too. */
function openToastInUse(): boolean {
  const el = document.querySelector('[data-slot="toast"][data-state="open"]');
  if (!el) return false;
  return el.contains(document.activeElement) || el.matches(':hover');
}

/**
 * Delete with undo: the item disappears at once, a "Deleted" toast offers Undo,
 * and the DELETE is sent only when that toast closes without Undo (or on the
 * fallback timer, on leaving the screen, or on leaving the page). Undo needs no
 * server round trip; a failed DELETE puts the item back and says so.
 */
export function useUndoableDelete() {
  const queryClient = useQueryClient();
  const notifyError = useNotifyError();
  const { toasts } = useToast();
  const pending = useRef(new Map<string, PendingDelete>());
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<string>>(() => new Set());

  const syncHidden = useCallback(() => setHiddenIds(new Set(pending.current.keys())), []);

  const commit = useCallback(
    (id: string, { keepalive = false }: { keepalive?: boolean } = {}) => {
      const entry = pending.current.get(id);
      if (!entry) return;
      pending.current.delete(id);
      clearTimeout(entry.timer);
      // Out of the cache before it is unhidden, so it cannot flash back.
      queryClient.setQueryData<SavedItem[]>(savedResponsesQueryKey, (items) => items?.filter((i) => i.id !== id));
      syncHidden();
      dismissToast(entry.toastId);
      deleteSavedResponse(id, { keepalive }).catch((error: unknown) => {
        // 404: it is gone already (deleted elsewhere), which is what was asked.
        if (error instanceof ApiError && error.status === 404) return;
        queryClient.setQueryData<SavedItem[]>(savedResponsesQueryKey, (items) =>
          items && !items.some((i) => i.id === id) ? sortNewestFirst([...items, entry.item]) : items,
        );
        notifyError(error, DELETE_FAILED_MESSAGE);
      });
    },
    [queryClient, notifyError, syncHidden],
  );

  const undo = useCallback(
    (id: string) => {
      const entry = pending.current.get(id);
      if (!entry) return;
      pending.current.delete(id);
      clearTimeout(entry.timer);
      syncHidden();
    },
    [syncHidden],
  );

  const remove = useCallback(
    (item: SavedItem) => {
      if (pending.current.has(item.id)) return;
      const shown = toast({
        title: 'Deleted',
        description: `${savedTypeLabels[item.type]} removed from your saved items.`,
        action: (
          <ToastAction altText="Undo the delete" onClick={() => undo(item.id)}>
            Undo
          </ToastAction>
        ),
      });
      const schedule = (): ReturnType<typeof setTimeout> =>
        setTimeout(() => {
          const entry = pending.current.get(item.id);
          if (!entry) return;
          if (openToastInUse()) entry.timer = schedule();
          else commit(item.id);
        }, DELETE_COMMIT_FALLBACK_MS);
      pending.current.set(item.id, { item, toastId: shown.id, timer: schedule() });
      syncHidden();
    },
    [commit, undo, syncHidden],
  );

  // The toast closed (its 5 s ran out, its close button, a swipe, or a newer toast replaced it): commit.
  useEffect(() => {
    for (const [id, entry] of pending.current) {
      const shown = toasts.find((t) => t.id === entry.toastId);
      if (!shown || !shown.open) commit(id);
    }
  }, [toasts, commit]);

  // Leaving the screen commits what is pending; so does leaving the page (the request outlives it).
  useEffect(() => {
    const entries = pending.current;
    const onPageHide = () => [...entries.keys()].forEach((id) => commit(id, { keepalive: true }));
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      [...entries.keys()].forEach((id) => commit(id));
    };
  }, [commit]);

  return { hiddenIds, remove, undo };
}
