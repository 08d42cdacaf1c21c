import { BookmarkCheck, BookmarkPlus, ChevronDown, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import type { GeneratedMessage, MessageMode, MessageStyle } from '../../../shared/schemas/coach';
import { FillInFields, useFillIns } from '../../components/fill-in-fields';
import { SentToggle } from '../../components/sent-toggle';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { useCopyText } from '../../lib/clipboard';
import { cn } from '../../lib/cn';
import { useNotifyError } from '../../lib/notify-error';
import { useSaveOnce } from '../../lib/save-response';
import { countOf } from '../../../shared/plural';

const SAVE_MESSAGE_FALLBACK_ERROR = 'Failed to save message. Please try again.';

/** The factors behind an estimate: a button that shows or hides them (keyboard and screen-reader friendly). */
export function EngagementFactors({ rate, factors }: { rate: number; factors: readonly string[] | undefined }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (!factors || factors.length === 0) return null;
  return (
    <div className="space-y-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-9 cursor-pointer items-center gap-1 rounded-md text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        Why {rate}%?
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <ul id={listId} hidden={!open} className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        {factors.map((factor) => (
          <li key={factor}>{factor}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What an estimate rests on, in words: the outcomes behind its calibration and how many people they came from (one
 * person's many outcomes are not many people's), or the published model alone. One person is the user: a pool needs
 * twenty (decision 0049).
 */
export function estimateBasis(basedOn: number, people = 0): string {
  if (basedOn === 0) return 'From the published model: no recorded outcomes yet';
  if (people === 1) return `Based on ${countOf(basedOn, 'outcome')} you recorded`;
  const outcomes = `Based on ${countOf(basedOn, 'recorded outcome')}`;
  return people > 1 ? `${outcomes} from ${countOf(people, 'person', 'people')}` : outcomes;
}

/** One suggested message: the text, its estimated engagement, and copy and save. */
export function MessageCard({
  message,
  position,
  mode,
  style,
}: {
  message: GeneratedMessage;
  /** 1-based, for the card's accessible name ("Message 2"). */
  position: number;
  mode: MessageMode;
  style: MessageStyle;
}) {
  const copy = useCopyText();
  const { save, saved, saving } = useSaveOnce();
  const notifyError = useNotifyError();
  // A gap is the user's own answer: Copy and Save take the message with it filled in, never the gap.
  const fillIns = useFillIns(message.message, 'the message');
  const onCopy = () => {
    const text = fillIns.ready();
    if (text) void copy(text);
  };
  const onSave = () => {
    const text = fillIns.ready();
    if (!text) return;
    save(
      {
        type: 'message',
        content: text,
        title: mode === 'reply' ? 'Reply' : 'Conversation starter',
        metadata: { engagementRate: message.engagementRate, style, ...(message.id && { messageId: message.id }) },
      },
      {
        onSuccess: () => toast({ title: 'Saved', description: 'The message is in Saved Content.', variant: 'success' }),
        onError: (error) => notifyError(error, SAVE_MESSAGE_FALLBACK_ERROR),
      },
    );
  };
  return (
    <article
      aria-label={`Message ${position}`}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm"
      data-testid="message-card"
    >
      <p className="text-base leading-relaxed whitespace-pre-line">{fillIns.completed ?? message.message}</p>
      <FillInFields fillIns={fillIns} />
      <div className="space-y-1">
        <p className="text-sm font-semibold text-success-soft-foreground">Engagement Rate: {message.engagementRate}%</p>
        {message.basedOn !== undefined && (
          <p className="text-xs text-muted-foreground" data-testid="estimate-basis">
            {estimateBasis(message.basedOn, message.basedOnPeople)}
          </p>
        )}
        <EngagementFactors
          rate={message.engagementRate}
          factors={
            message.priorRate !== undefined && message.priorRate !== message.engagementRate
              ? [
                  ...(message.factors ?? []),
                  `Adjusted from ${message.priorRate}% to ${message.engagementRate}% by what happened to messages members sent`,
                ]
              : message.factors
          }
        />
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onCopy}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={onSave}
          aria-disabled={saved || saving || undefined}
          className={cn(saved && 'aria-disabled:opacity-100')}
        >
          {saved ? <BookmarkCheck aria-hidden="true" /> : <BookmarkPlus aria-hidden="true" />}
          {saved ? 'Saved' : saving ? 'Saving...' : 'Save'}
        </Button>
        {message.id && <SentToggle id={message.id} message={message.message} />}
      </div>
    </article>
  );
}
