import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

const tones = {
  offer: { box: 'border-primary/30 bg-secondary/60', icon: 'text-primary' },
  error: { box: 'border-destructive/30 bg-destructive/5', icon: 'text-destructive' },
};

/**
 * A notice that stays in the page where a tool's answer would be (the quota notice, an AI failure): an icon,
 * what happened, and one action.
 */
export function InlineNotice({
  icon: Icon,
  tone,
  children,
  action,
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'children'> & {
  icon: LucideIcon;
  tone: keyof typeof tones;
  /** The title and the text. */
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <div
      {...props}
      className={cn(
        'flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:gap-4',
        tones[tone].box,
        className,
      )}
    >
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-lg bg-card shadow-xs',
          tones[tone].icon,
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 space-y-0.5">{children}</div>
      {action}
    </div>
  );
}
