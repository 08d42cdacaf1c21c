import * as React from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';

import { cn } from '../../lib/cn';

type ProgressProps = Omit<React.ComponentProps<typeof ProgressPrimitive.Root>, 'value' | 'max'> & {
  /** Percent complete, 0-100 (clamped). */
  value: number;
  /** Accessible name of the bar, e.g. "Profile completeness". */
  label: string;
  indicatorClassName?: string;
};

function Progress({ className, indicatorClassName, value, label, ...props }: ProgressProps) {
  const percent = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      aria-label={label}
      value={percent}
      max={100}
      getValueLabel={(v, max) => `${Math.round((v / max) * 100)}%`}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          'h-full w-full flex-1 rounded-full bg-linear-to-r from-primary to-coral transition-transform duration-500 ease-out',
          indicatorClassName,
        )}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

export { Progress };
