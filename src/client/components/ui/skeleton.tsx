import * as React from 'react';

import { cn } from '../../lib/cn';

/** A pulsing placeholder block; still (no pulse) under prefers-reduced-motion. Hidden from assistive tech. */
function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-secondary motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

export { Skeleton };
