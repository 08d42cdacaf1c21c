import { RotateCw } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

/** Something a screen needs could not load: says what, with "Try again" (guides, billing history). */
export function LoadFailed({
  message,
  onRetry,
  retrying = false,
  className,
}: {
  message: string;
  onRetry: () => unknown;
  /** While the retry runs, the button waits (a second tap would only repeat the same request). */
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div role="alert" className={cn('space-y-3 rounded-xl border border-border bg-card p-5', className)}>
      <p className="font-semibold">{message}</p>
      <Button variant="outline" onClick={() => void onRetry()} disabled={retrying}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
