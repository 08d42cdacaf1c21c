import { useState } from 'react';
import { countOf } from '../../../shared/plural';
import { messageOutcomes, type SentMessage } from '../../../shared/schemas/outcomes';
import { LoadFailed } from '../../components/load-failed';
import { Button } from '../../components/ui/button';
import { formatShortDate } from '../../lib/format-date';
import { useNotifyError } from '../../lib/notify-error';
import { outcomeLabels, useMarkSent, useRecordOutcome, useSentMessages } from '../../lib/outcomes';

/** Rows shown before "Show all": the newest, which are the ones most likely still waiting. */
const FIRST_ROWS = 5;
const FAILED = 'Could not record that. Please try again.';

function SentMessageRow({ sent, now }: { sent: SentMessage; now: number }) {
  const record = useRecordOutcome();
  const unmark = useMarkSent();
  const notifyError = useNotifyError();
  const outcome = record.isPending ? record.variables.outcome : sent.outcome;
  const noReplyOpen = now >= Date.parse(sent.noReplyFrom);
  const kind = sent.mode === 'reply' ? 'reply' : 'opener';
  return (
    <li className="space-y-3 rounded-xl border border-border bg-card p-4 shadow-sm" data-testid="sent-message">
      <p className="line-clamp-3 leading-relaxed">{sent.message}</p>
      <p className="text-sm text-muted-foreground">
        Sent {formatShortDate(sent.sentAt)} · {sent.style} {kind} · estimated {sent.predicted}% chance of a reply
      </p>
      <div role="group" aria-label="How did it go?" className="flex flex-wrap gap-2">
        {messageOutcomes.map((choice) => (
          <Button
            key={choice}
            size="sm"
            variant={outcome === choice ? 'default' : 'outline'}
            aria-pressed={outcome === choice}
            disabled={choice === 'no_reply' && !noReplyOpen}
            onClick={() =>
              record.mutate(
                { id: sent.id, outcome: outcome === choice ? null : choice },
                { onError: (error) => notifyError(error, FAILED) },
              )
            }
          >
            {outcomeLabels[choice]}
          </Button>
        ))}
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            unmark.mutate(
              { id: sent.id, message: sent.message, sent: false },
              { onError: (error) => notifyError(error, FAILED) },
            )
          }
          disabled={unmark.isPending}
        >
          I did not send it
        </Button>
      </div>
      {!noReplyOpen && outcome === null && (
        <p className="text-sm text-muted-foreground">
          &ldquo;No reply&rdquo; opens on {formatShortDate(sent.noReplyFrom)}: a reply may still come.
        </p>
      )}
    </li>
  );
}

/**
 * The messages the user said they sent, with how each went (issue 19). Shown once there is one; recording what
 * happened is what will show the user what works for them.
 */
export function SentMessagesSection() {
  const { data, isError, refetch, isRefetching } = useSentMessages();
  const [all, setAll] = useState(false);
  // When the screen opened: "No reply" opening while it is open can wait for the next visit.
  const [now] = useState(() => Date.now());
  if (isError)
    return <LoadFailed message="Could not load the messages you sent." onRetry={refetch} retrying={isRefetching} />;
  if (!data || data.messages.length === 0) return null;
  const shown = all ? data.messages : data.messages.slice(0, FIRST_ROWS);
  return (
    <section id="sent-messages" aria-labelledby="sent-messages-title" className="space-y-3" data-testid="sent-messages">
      <div className="space-y-1">
        <h2 id="sent-messages-title" className="text-2xl font-semibold tracking-tight">
          Messages you sent
        </h2>
        <p className="text-muted-foreground" aria-live="polite">
          {data.waiting > 0
            ? `${countOf(data.waiting, 'message')} waiting: say how each one went.`
            : 'Every outcome recorded.'}
        </p>
      </div>
      <ul className="space-y-3">
        {shown.map((sent) => (
          <SentMessageRow key={sent.id} sent={sent} now={now} />
        ))}
      </ul>
      {data.messages.length > FIRST_ROWS && (
        <Button variant="outline" size="sm" onClick={() => setAll((value) => !value)} aria-expanded={all}>
          {all ? 'Show fewer' : `Show all ${data.messages.length}`}
        </Button>
      )}
    </section>
  );
}
