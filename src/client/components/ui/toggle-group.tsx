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

const ToggleGroupContext = React.createContext<{
  variant: ToggleGroupVariant;
  /** Single choice: the arrow keys move the focus and choose (the ARIA radio group pattern). */
  single: boolean;
}>({ variant: 'segmented', single: false });

/** Where each key moves in a single-choice group: by one (wrapping) or to an end. */
const keySteps: Record<string, 'next' | 'previous' | 'first' | 'last'> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/** The option a key lands on, among the group's enabled options. */
function optionAfterKey(current: HTMLElement, key: string): HTMLButtonElement | null {
  const step = keySteps[key];
  const group = current.closest('[data-slot="toggle-group"]');
  if (!step || !group) return null;
  const options = [...group.querySelectorAll<HTMLButtonElement>('[data-slot="toggle-group-item"]:not(:disabled)')];
  const at = options.indexOf(current as HTMLButtonElement);
  if (step === 'first') return options[0] ?? null;
  if (step === 'last') return options.at(-1) ?? null;
  const move = step === 'next' ? 1 : -1;
  return options[(at + move + options.length) % options.length] ?? null;
}

/**
 * Give it an `aria-label` (or `aria-labelledby`): it is a `radiogroup` (type="single") or a `toolbar`
 * (type="multiple"). A single choice follows the ARIA radio group pattern: one tab stop (the chosen option), and the
 * arrow keys move the focus and choose the option they land on.
 */
function ToggleGroup({
  className,
  variant,
  children,
  ...props
}: React.ComponentProps<typeof ToggleGroupPrimitive.Root> & VariantProps<typeof toggleGroupVariants>) {
  const single = props.type === 'single';
  return (
    <ToggleGroupPrimitive.Root
      data-slot="toggle-group"
      data-variant={variant ?? 'segmented'}
      className={cn(toggleGroupVariants({ variant }), className)}
      {...props}
    >
      <ToggleGroupContext.Provider value={{ variant, single }}>{children}</ToggleGroupContext.Provider>
    </ToggleGroupPrimitive.Root>
  );
}

function ToggleGroupItem({ className, onKeyDown, ...props }: React.ComponentProps<typeof ToggleGroupPrimitive.Item>) {
  const { variant, single } = React.useContext(ToggleGroupContext);
  return (
    <ToggleGroupPrimitive.Item
      data-slot="toggle-group-item"
      className={cn(toggleVariants({ variant }), className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!single || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
        // Moved and chosen here, at once, rather than by the primitive's roving focus (which moves on a timer):
        // a fast second key press then starts from where the first one landed.
        const target = optionAfterKey(event.currentTarget, event.key);
        if (!target) return;
        event.preventDefault();
        target.focus();
        if (target.dataset.state !== 'on') target.click();
      }}
      {...props}
    />
  );
}

export { ToggleGroup, ToggleGroupItem, toggleVariants };
