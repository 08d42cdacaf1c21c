import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A titled card on a tab: an h2 with an optional icon and note, then its content. */
export function Panel({
  title,
  icon: Icon,
  note,
  children,
  className,
  testId,
}: {
  title: string;
  icon?: LucideIcon;
  note?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <section
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6',
        className,
      )}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <div className="space-y-1">
        <h2 id={headingId} className="flex items-center gap-2 font-sans text-lg font-semibold tracking-tight">
          {Icon && <Icon className="size-4.5 shrink-0 text-primary" aria-hidden="true" />}
          {title}
        </h2>
        {note && <p className="text-sm text-muted-foreground">{note}</p>}
      </div>
      {children}
    </section>
  );
}

/** What a list says when there is nothing in it yet. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}

/** A figure with its label (and an optional note), for the stat grids. */
export function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg bg-muted/60 p-3 sm:p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-display text-xl font-semibold tabular-nums sm:text-2xl">{value}</dd>
      {note && <dd className="mt-0.5 text-xs text-muted-foreground">{note}</dd>}
    </div>
  );
}

/** A horizontal bar showing a share (0-100); decorative, the figure is written beside it. */
export function ShareBar({ percent, className }: { percent: number; className?: string }) {
  const width = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
  return (
    <span className={cn('block h-2 overflow-hidden rounded-full bg-muted', className)} aria-hidden="true">
      <span className="block h-full rounded-full bg-primary" style={{ width: `${width}%` }} />
    </span>
  );
}
