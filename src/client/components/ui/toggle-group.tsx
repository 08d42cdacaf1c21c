import * as React from 'react';
import { ToggleGroup as ToggleGroupPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';

import { cn } from '../../lib/cn';

/**
 * `segmented`: a pill track where the chosen option lifts out (tone pickers, small option sets).
 * `chips`: separate rounded chips that fill with the primary colour when on (multi-select tags).
 */
const toggleGroupVariants = cva('flex w-fit items-center', {
  variants: {
    variant: {
      segmented: 'gap-1 rounded-lg bg-muted p-1',
      chips: 'flex-wrap gap-2',
    },
  },
  defaultVariants: { variant: 'segmented' },
});

const toggleVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 text-sm font-semibold whitespace-nowrap select-none',
    'transition-[color,background-color,border-color,box-shadow] duration-150',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        segmented:
          'h-9 flex-1 rounded-md px-3.5 text-muted-foreground hover:text-foreground data-[state=on]:bg-card data-[state=on]:text-foreground data-[state=on]:shadow-sm',
        chips:
          'h-10 rounded-full border border-input bg-card px-4 text-foreground hover:border-control hover:bg-accent data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:text-primary-foreground data-[state=on]:hover:bg-primary-hover',
      },
    },
    defaultVariants: { variant: 'segmented' },
  },
);

type ToggleGroupVariant = VariantProps<typeof toggleGroupVariants>['variant'];

const ToggleGroupContext = React.createContext<{ variant: ToggleGroupVariant }>({ variant: 'segmented' });

/** Give it an `aria-label` (or `aria-labelledby`): it is a `radiogroup` (type="single") or a `toolbar` (type="multiple"). */
function ToggleGroup({
  className,
  variant,
  children,
  ...props
}: React.ComponentProps<typeof ToggleGroupPrimitive.Root> & VariantProps<typeof toggleGroupVariants>) {
  return (
    <ToggleGroupPrimitive.Root
      data-slot="toggle-group"
      data-variant={variant ?? 'segmented'}
      className={cn(toggleGroupVariants({ variant }), className)}
      {...props}
    >
      <ToggleGroupContext.Provider value={{ variant }}>{children}</ToggleGroupContext.Provider>
    </ToggleGroupPrimitive.Root>
  );
}

function ToggleGroupItem({ className, ...props }: React.ComponentProps<typeof ToggleGroupPrimitive.Item>) {
  const { variant } = React.useContext(ToggleGroupContext);
  return (
    <ToggleGroupPrimitive.Item
      data-slot="toggle-group-item"
      className={cn(toggleVariants({ variant }), className)}
      {...props}
    />
  );
}

export { ToggleGroup, ToggleGroupItem, toggleVariants };
