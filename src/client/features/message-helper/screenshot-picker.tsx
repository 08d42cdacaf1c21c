import { AlertCircle, ArrowLeft, ImagePlus, LoaderCircle, RotateCcw, ScanText, ShieldCheck, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { SCREENSHOTS_MAX } from '../../../shared/conversation';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import type { Screenshot } from './conversation-draft';
import { screenshotCopy } from './message-helper-content';
import { filesOf, SCREENSHOT_ACCEPT } from './screenshot-files';
import type { ConversationDraftControls } from './use-conversation-draft';

const iconButton = cn(
  'flex size-9 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white shadow-sm',
  'transition-colors hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'disabled:pointer-events-none disabled:opacity-50',
);

function Thumbnail({
  shot,
  position,
  disabled,
  onRemove,
  onMoveEarlier,
}: {
  shot: Screenshot;
  position: number;
  disabled: boolean;
  onRemove: () => void;
  onMoveEarlier: () => void;
}) {
  return (
    <li className="relative aspect-[9/16] overflow-hidden rounded-lg border border-border bg-muted shadow-xs">
      <img
        src={shot.url}
        alt={`Screenshot ${position}: ${shot.file.name}`}
        className="size-full object-cover object-top"
      />
      <span
        aria-hidden="true"
        className="absolute top-1.5 left-1.5 flex size-6 items-center justify-center rounded-full bg-card text-xs font-bold text-foreground shadow-sm"
      >
        {position}
      </span>
      <button
        type="button"
        className={cn(iconButton, 'absolute top-1 right-1')}
        aria-label={`Remove screenshot ${position}`}
        disabled={disabled}
        onClick={onRemove}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      {position > 1 && (
        <button
          type="button"
          className={cn(iconButton, 'absolute bottom-1 left-1')}
          aria-label={`Move screenshot ${position} earlier`}
          disabled={disabled}
          onClick={onMoveEarlier}
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}

/** The bubbles of a transcript on its way: the reader takes a few seconds per image. */
function ReadingPlaceholder({ count }: { count: number }) {
  return (
    <div className="space-y-3 rounded-xl border border-border bg-card p-4" data-testid="reading-progress">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" />
        {screenshotCopy.reading(count)}
      </p>
      <div className="space-y-2" aria-hidden="true">
        <Skeleton className="h-8 w-3/5 rounded-2xl" />
        <Skeleton className="ml-auto h-8 w-1/2 rounded-2xl" />
        <Skeleton className="h-8 w-2/3 rounded-2xl" />
      </div>
    </div>
  );
}

/**
 * "From a screenshot": choose (the photo library on a phone), drop or paste up to three images of one chat, see
 * them in order, read them into a transcript. Reading is free; the server checks every file again.
 */
export function ScreenshotPicker({ controls }: { controls: ConversationDraftControls }) {
  const { draft, dispatch, addFiles, removeScreenshot, read, reading, readProblem } = controls;
  const { screenshots, notice, lines } = draft;
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const full = screenshots.length >= SCREENSHOTS_MAX;
  const choose = () => inputRef.current?.click();

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(filesOf(event.dataTransfer));
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="font-sans text-sm font-semibold tracking-normal">
          {screenshotCopy.title}
        </h2>
        <p className="text-sm text-muted-foreground">{screenshotCopy.hint}</p>
      </div>

      <div
        data-testid="screenshot-drop-zone"
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'rounded-xl border-2 border-dashed border-input p-3 transition-colors',
          dragging && 'border-primary bg-secondary/60',
        )}
      >
        {screenshots.length === 0 ? (
          <button
            type="button"
            onClick={choose}
            className={cn(
              'flex min-h-36 w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-lg p-4 text-center',
              'transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            )}
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
              <ImagePlus className="size-6" aria-hidden="true" />
            </span>
            <span className="text-base font-semibold">{screenshotCopy.choose}</span>
            <span className="text-sm text-muted-foreground">{screenshotCopy.chooseHint}</span>
          </button>
        ) : (
          <ol
            aria-label="Screenshots, in order"
            className="grid grid-cols-3 gap-2 sm:grid-cols-[repeat(3,8rem)] sm:gap-3"
          >
            {screenshots.map((shot, index) => (
              <Thumbnail
                key={shot.url}
                shot={shot}
                position={index + 1}
                disabled={reading}
                onRemove={() => removeScreenshot(shot.url)}
                onMoveEarlier={() => dispatch({ type: 'move-screenshot-earlier', url: shot.url })}
              />
            ))}
            {!full && (
              <li className="aspect-[9/16]">
                <button
                  type="button"
                  onClick={choose}
                  disabled={reading}
                  className={cn(
                    'flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-input bg-card p-2 text-center text-sm font-semibold',
                    'transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    'disabled:pointer-events-none disabled:opacity-50',
                  )}
                >
                  <ImagePlus className="size-5 text-primary" aria-hidden="true" />
                  {screenshotCopy.addAnother}
                </button>
              </li>
            )}
          </ol>
        )}
        <p className="mt-2 hidden text-center text-sm text-muted-foreground sm:block">{screenshotCopy.dropHint}</p>
        <input
          ref={inputRef}
          type="file"
          accept={SCREENSHOT_ACCEPT}
          multiple
          hidden
          aria-label="Screenshots of the chat"
          data-testid="screenshot-input"
          onChange={(event) => {
            const files = filesOf(event.target);
            // Cleared so choosing the same file again is noticed.
            event.target.value = '';
            addFiles(files);
          }}
        />
      </div>

      {notice && (
        <p
          role="alert"
          className="flex gap-2 rounded-lg bg-destructive-soft px-3.5 py-3 text-sm text-destructive-soft-foreground"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{notice}</span>
        </p>
      )}

      <p className="flex gap-2 text-sm text-muted-foreground">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success-soft-foreground" aria-hidden="true" />
        <span>{screenshotCopy.privacy}</span>
      </p>

      {screenshots.length > 0 && (
        <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:gap-3">
          <Button
            variant={lines === null ? 'default' : 'outline'}
            onClick={read}
            disabled={reading}
            aria-describedby={`${id}-free`}
          >
            {reading ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <ScanText aria-hidden="true" />}
            {reading ? 'Reading...' : lines === null ? 'Read conversation' : 'Read again'}
          </Button>
          <p id={`${id}-free`} className="text-center text-sm text-muted-foreground sm:text-left">
            {screenshotCopy.free}
          </p>
        </div>
      )}

      <p role="status" className="sr-only">
        {reading ? screenshotCopy.reading(screenshots.length) : ''}
      </p>
      {reading && <ReadingPlaceholder count={screenshots.length} />}

      {readProblem && !reading && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-destructive/30 bg-destructive-soft p-3.5 sm:flex-row sm:items-center"
        >
          <p className="flex flex-1 gap-2 text-sm text-destructive-soft-foreground">
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{readProblem}</span>
          </p>
          <Button size="sm" variant="outline" className="w-fit" onClick={read}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        </div>
      )}
    </section>
  );
}
