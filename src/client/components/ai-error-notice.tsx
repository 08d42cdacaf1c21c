import { CircleAlert, RotateCw, WifiOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { isNetworkError, isQuotaExceededError } from '../lib/ai-errors';
import { ApiError, isUnauthorizedError } from '../lib/api-client';
import { cn } from '../lib/cn';
import { useOnline } from '../lib/use-online';
import { InlineNotice } from './inline-notice';
import { QuotaNotice } from './quota-notice';
import { Button } from './ui/button';

interface AiErrorNoticeProps {
  /** The failed call's error; nothing is shown without one. */
  error: unknown;
  /** What to say when the server gave no message (spec 000 §8: "Failed to analyze profile", ...). */
  fallback: string;
  /** Sends the same request again. */
  onRetry: () => void;
  className?: string;
}

/**
 * Where a tool's answer would be, what went wrong with it and a Retry that sends the same request again
 * (every AI tool shows its failures this way). A used-up allowance keeps its way to Premium or credits
 * (QuotaNotice); an ended session is handled by signing in again, so it shows nothing here. Without a
 * network it says "You're offline", and Retry waits until the browser is back online.
 */
export function AiErrorNotice({ error, fallback, onRetry, className }: AiErrorNoticeProps) {
  const online = useOnline();
  const notice = useRef<HTMLDivElement>(null);
  const shown = Boolean(error) && !isUnauthorizedError(error) && !isQuotaExceededError(error);

  // On a phone the form can push the notice below the screen: bring it into view when it appears.
  useEffect(() => {
    if (shown && typeof notice.current?.scrollIntoView === 'function') {
      notice.current.scrollIntoView({ block: 'nearest' });
    }
  }, [shown, error]);

  if (!error || isUnauthorizedError(error)) return null;
  if (isQuotaExceededError(error)) return <QuotaNotice message={error.message} className={className} />;

  const offline = !online || isNetworkError(error);
  const title = offline ? "You're offline" : 'That did not work';
  const message = !online
    ? 'Your text is still here. Retry as soon as you are back online.'
    : offline
      ? 'We could not reach Datewise. Check your connection, then retry.'
      : error instanceof ApiError && error.message
        ? error.message
        : fallback;
  return (
    <InlineNotice
      ref={notice}
      role="alert"
      data-testid="ai-error"
      icon={offline ? WifiOff : CircleAlert}
      tone="error"
      className={cn('scroll-mt-20 scroll-mb-24', className)}
      action={
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={onRetry} disabled={!online}>
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
      }
    >
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-muted-foreground">{message}</p>
    </InlineNotice>
  );
}
