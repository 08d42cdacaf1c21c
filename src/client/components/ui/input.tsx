import * as React from 'react';

import { cn } from '../../lib/cn';

/** Shared field look (input, textarea, select trigger): 16px text so iOS does not zoom on focus. */
const fieldClassName = cn(
  'w-full min-w-0 rounded-md border border-input bg-card px-3.5 text-base text-foreground shadow-xs',
  'transition-[border-color,box-shadow] duration-150 placeholder:text-muted-foreground',
  'hover:border-control focus-visible:border-ring focus-visible:ring-4 focus-visible:ring-ring/20 focus-visible:outline-none',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/15 focus-visible:aria-invalid:ring-4',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
);

function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        fieldClassName,
        'h-11 py-2',
        'file:mr-3 file:inline-flex file:h-8 file:rounded-sm file:border-0 file:bg-secondary file:px-3 file:text-sm file:font-semibold file:text-secondary-foreground',
        className,
      )}
      {...props}
    />
  );
}

export { Input, fieldClassName };
