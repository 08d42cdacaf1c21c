import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { handleUnauthorized, isUnauthorizedError } from '../../lib/auth';
import { useReadScreenshots } from './api/read-screenshot';
import { useSessionDraftReducer } from '../../lib/session-draft';
import {
  conversationDraftReducer,
  emptyDraft,
  restoreConversationDraft,
  savedConversationDraft,
} from './conversation-draft';
import { takeScreenshots } from './screenshot-files';

export const READ_FAILED_FALLBACK = 'We could not read the screenshots. Check your connection and try again.';
export const NOTHING_READ =
  'We could not find a conversation in these screenshots. Try a sharper one, or type the conversation instead.';

/**
 * Help Me Reply's conversation from screenshots: the chosen images, the transcript read from them and the user's
 * corrections. Held by the page, so switching tabs keeps it, and the transcript is kept as a session draft, so a
 * sign-in in the middle keeps it too; the images' object URLs are revoked when one is removed and when the page goes.
 */
export function useConversationDraft() {
  // The source and the checked transcript are kept for this tab's session (decision 0037); the images are not.
  const [draft, dispatch] = useSessionDraftReducer(
    'message-helper-conversation',
    conversationDraftReducer,
    emptyDraft,
    restoreConversationDraft,
    savedConversationDraft,
  );
  const reader = useReadScreenshots();
  const queryClient = useQueryClient();
  const [readProblem, setReadProblem] = useState<string | null>(null);

  const liveUrls = useRef(new Set<string>());
  useEffect(() => {
    const urls = liveUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const addFiles = (files: readonly File[]) => {
    if (files.length === 0 || reader.isPending) return;
    const { taken, problem } = takeScreenshots(draft.screenshots.length, files);
    const screenshots = taken.map((file) => ({ file, url: URL.createObjectURL(file) }));
    for (const shot of screenshots) liveUrls.current.add(shot.url);
    setReadProblem(null);
    dispatch({ type: 'add-screenshots', screenshots, notice: problem });
  };

  const removeScreenshot = (url: string) => {
    URL.revokeObjectURL(url);
    liveUrls.current.delete(url);
    setReadProblem(null);
    dispatch({ type: 'remove-screenshot', url });
  };

  const read = () => {
    if (draft.screenshots.length === 0 || reader.isPending) return;
    setReadProblem(null);
    reader.mutate(
      draft.screenshots.map((shot) => shot.file),
      {
        onSuccess: ({ lines }) => {
          if (lines.length === 0) setReadProblem(NOTHING_READ);
          else dispatch({ type: 'lines-read', lines });
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) {
            handleUnauthorized(queryClient);
            return;
          }
          // The server's words when it answered (too large, busy, no conversation); otherwise the network failed.
          setReadProblem(error instanceof ApiError && error.message ? error.message : READ_FAILED_FALLBACK);
        },
      },
    );
  };

  return { draft, dispatch, addFiles, removeScreenshot, read, reading: reader.isPending, readProblem };
}

export type ConversationDraftControls = ReturnType<typeof useConversationDraft>;
