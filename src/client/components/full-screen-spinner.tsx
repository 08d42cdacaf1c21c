/** Shown while the sign-in state loads (spec 000 §2.1). */
export function FullScreenSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background" role="status" aria-live="polite">
      <span className="size-10 animate-spin rounded-full border-4 border-primary/20 border-t-primary motion-reduce:animate-none" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
