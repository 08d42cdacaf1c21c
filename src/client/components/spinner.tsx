import { cn } from '../lib/cn';

/** The ring spinner, decorative: put text beside it that says what is loading. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'size-9 animate-spin rounded-full border-4 border-primary/20 border-t-primary motion-reduce:animate-none',
        className,
      )}
      aria-hidden="true"
    />
  );
}

/** A screen's loading state: the spinner and what is loading, announced as a status. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-24 text-muted-foreground" role="status">
      <Spinner />
      <p>{label}</p>
    </div>
  );
}
