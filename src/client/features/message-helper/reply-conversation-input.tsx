import { Images, Keyboard } from 'lucide-react';
import { useEffect, useEffectEvent, useId, type ReactNode } from 'react';
import { ToggleGroup, ToggleGroupItem } from '../../components/ui/toggle-group';
import { ConversationEditor } from './conversation-editor';
import type { ReplySource } from './conversation-draft';
import { replySourceCopy } from './message-helper-content';
import { ScreenshotPicker } from './screenshot-picker';
import { filesOf } from './screenshot-files';
import type { ConversationDraftControls } from './use-conversation-draft';

/**
 * Help Me Reply's input: the text box (`textField`, today's way), or screenshots read into a transcript the user
 * checks. An image pasted anywhere while the tab is shown is taken as a screenshot (pasted text is left alone).
 */
export function ReplyConversationInput({
  controls,
  textField,
}: {
  controls: ConversationDraftControls;
  textField: ReactNode;
}) {
  const { draft, dispatch } = controls;
  const labelId = useId();

  const onPaste = useEffectEvent((event: ClipboardEvent) => {
    const files = filesOf(event.clipboardData);
    if (files.length === 0) return;
    event.preventDefault();
    controls.addFiles(files);
  });
  useEffect(() => {
    const listener = (event: ClipboardEvent) => onPaste(event);
    document.addEventListener('paste', listener);
    return () => document.removeEventListener('paste', listener);
  }, []);

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <p id={labelId} className="text-sm font-semibold">
          {replySourceCopy.label}
        </p>
        <ToggleGroup
          type="single"
          value={draft.source}
          onValueChange={(value) => value && dispatch({ type: 'source', source: value as ReplySource })}
          aria-labelledby={labelId}
          className="w-full sm:w-fit"
        >
          <ToggleGroupItem value="text" className="sm:min-w-32">
            <Keyboard aria-hidden="true" />
            {replySourceCopy.text}
          </ToggleGroupItem>
          <ToggleGroupItem value="screenshot" className="sm:min-w-32">
            <Images aria-hidden="true" />
            {replySourceCopy.screenshot}
          </ToggleGroupItem>
        </ToggleGroup>
      </div>
      {draft.source === 'text' ? (
        textField
      ) : (
        <>
          <ScreenshotPicker controls={controls} />
          <ConversationEditor lines={draft.lines} reads={draft.reads} dispatch={dispatch} />
        </>
      )}
    </div>
  );
}
