import { Spinner } from './spinner';

/** Shown while the sign-in state loads (spec 000 §2.1). */
export function FullScreenSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background" role="status" aria-live="polite">
      <Spinner className="size-10" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
