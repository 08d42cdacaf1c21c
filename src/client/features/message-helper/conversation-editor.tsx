import { ArrowLeftRight, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, type Dispatch } from 'react';
import { CONVERSATION_LINE_MAX, CONVERSATION_LINES_MAX } from '../../../shared/conversation';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/cn';
import type { DraftAction, DraftLine } from './conversation-draft';
import { screenshotCopy } from './message-helper-content';

const speakerName = (line: DraftLine) => (line.from === 'me' ? 'You' : 'Them');

/**
 * The transcript read from the screenshots, for the user to check before anything is generated: who said each
 * line (swap), its words (edit), delete, add. Their lines sit left and the user's right, as in the chat.
 */
export function ConversationEditor({
  lines,
  reads,
  dispatch,
}: {
  /** Nothing is shown until the screenshots are read (null). */
  lines: DraftLine[] | null;
  /** A new read brings the transcript into view and focus (mounted before the first read, so it sees it). */
  reads: number;
  dispatch: Dispatch<DraftAction>;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const fields = useRef(new Map<number, HTMLTextAreaElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  // After an add or a delete: the field to focus (a line's id, or the last line's), or the add button.
  const focusAfter = useRef<number | 'last' | 'add' | null>(null);

  const shownReads = useRef(reads);
  useEffect(() => {
    if (reads === shownReads.current) return;
    shownReads.current = reads;
    const element = heading.current;
    if (!element) return;
    // On a phone the transcript starts below the picker: bring its top into view, not just its heading.
    element.focus({ preventScroll: true });
    if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [reads]);

  useEffect(() => {
    const wanted = focusAfter.current;
    if (wanted === null) return;
    focusAfter.current = null;
    if (wanted === 'add') addButton.current?.focus();
    else fields.current.get(wanted === 'last' ? (lines?.at(-1)?.id ?? -1) : wanted)?.focus();
  }, [lines]);

  if (lines === null) return null;

  const onDelete = (index: number) => {
    // Focus moves to the line that takes this one's place, else the one before, else the add button.
    const next = lines[index + 1] ?? lines[index - 1];
    focusAfter.current = next ? next.id : 'add';
    dispatch({ type: 'delete-line', id: lines[index]!.id });
  };
  const onAdd = () => {
    focusAfter.current = 'last';
    dispatch({ type: 'add-line' });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <div className="space-y-1">
        <h2
          id={`${id}-title`}
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-20 font-sans text-sm font-semibold tracking-normal outline-none"
        >
          {screenshotCopy.checkTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{screenshotCopy.checkHint}</p>
      </div>
      {lines.length === 0 ? (
        <p className="rounded-lg bg-muted px-3.5 py-3 text-sm text-muted-foreground">{screenshotCopy.noLines}</p>
      ) : (
        <ol className="space-y-2.5" aria-label="Conversation">
          {lines.map((line, index) => {
            const name = `Line ${index + 1}, ${speakerName(line)}`;
            const mine = line.from === 'me';
            return (
              <li
                key={line.id}
                aria-label={name}
                className={cn(
                  'space-y-1.5 rounded-xl border p-2.5',
                  mine ? 'ml-6 border-primary/25 bg-secondary/50 sm:ml-16' : 'mr-6 border-border bg-muted/60 sm:mr-16',
                )}
              >
                <div className="flex items-center justify-between gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    className="h-8 min-w-24 rounded-full"
                    aria-label={`${name}: make it ${mine ? 'theirs' : 'yours'}`}
                    onClick={() => dispatch({ type: 'swap-line', id: line.id })}
                  >
                    {speakerName(line)}
                    <ArrowLeftRight className="size-3.5 text-muted-foreground" aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    className="size-9 text-muted-foreground hover:text-destructive"
                    aria-label={`Delete line ${index + 1}`}
                    onClick={() => onDelete(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                <Textarea
                  ref={(element) => {
                    if (element) fields.current.set(line.id, element);
                    else fields.current.delete(line.id);
                  }}
                  aria-label={name}
                  value={line.text}
                  maxLength={CONVERSATION_LINE_MAX}
                  rows={1}
                  aria-invalid={line.text.trim() === '' || undefined}
                  onChange={(event) => dispatch({ type: 'edit-line', id: line.id, text: event.target.value })}
                  className="min-h-11 py-2"
                />
              </li>
            );
          })}
        </ol>
      )}
      <Button
        ref={addButton}
        variant="outline"
        size="sm"
        onClick={onAdd}
        disabled={lines.length >= CONVERSATION_LINES_MAX}
      >
        <Plus aria-hidden="true" />
        Add a line
      </Button>
    </section>
  );
}
