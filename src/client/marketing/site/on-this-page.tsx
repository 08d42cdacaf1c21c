import { ArrowUp, ChevronDown, ListTree } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * "On this page" for long pages (decision 0042), built from the page's own
 * sections at prerender time. Two renderings of the same list, one shown per
 * width: a sticky sidebar from `lg`, and below it a sticky bar under the site
 * header whose "Contents" button (a native <details>) opens the list. Both
 * work without JavaScript; enhance/toc.ts closes the bar after a jump, on
 * Escape or a click elsewhere, and marks the section being read.
 */

export interface TocItem {
  id: string;
  title: string;
}

/** Both renderings share this name, and only one is ever displayed. */
const TOC_LABEL = 'Table of contents';

/** `#top` scrolls to the top of the document without any element (HTML's fragment rules). */
const TOP = '#top';

const itemLink =
  'flex gap-2 rounded-lg px-2 py-1.5 text-foreground/90 hover:bg-accent hover:text-foreground aria-[current=true]:bg-secondary aria-[current=true]:font-semibold aria-[current=true]:text-secondary-foreground';

function TocList({ items, className }: { items: TocItem[]; className?: string }) {
  return (
    <ol className={cn('space-y-1 text-[0.95rem]', className)}>
      {items.map((item, index) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={itemLink}>
            <span aria-hidden="true" className="w-6 shrink-0 font-semibold text-primary tabular-nums">
              {index + 1}.
            </span>
            <span>{item.title}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

/** The desktop sidebar: sticky under the header, scrolling on its own if the list is taller than the window. */
export function OnThisPage({ items, className }: { items: TocItem[]; className?: string }) {
  return (
    <nav
      aria-label={TOC_LABEL}
      data-toc
      className={cn(
        'hidden rounded-2xl border border-border bg-card p-5 shadow-sm lg:sticky lg:top-24 lg:block lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto',
        className,
      )}
    >
      <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">On this page</p>
      <TocList items={items} className="mt-3" />
      <a
        href={TOP}
        className="mt-4 inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-primary hover:bg-accent"
      >
        <ArrowUp className="size-4" aria-hidden="true" />
        Back to top
      </a>
    </nav>
  );
}

/**
 * The phone and tablet bar. Put it first in an element that spans everything
 * the list points to: it stays stuck under the header until that element ends.
 */
export function OnThisPageBar({ items }: { items: TocItem[] }) {
  return (
    <nav
      aria-label={TOC_LABEL}
      data-toc
      className="sticky top-16 z-30 border-b border-border bg-background/95 backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 sm:px-6">
        <details className="group relative min-w-0 flex-1" data-toc-menu>
          <summary className="flex h-12 cursor-pointer list-none items-center gap-2 rounded-lg text-sm [&::-webkit-details-marker]:hidden">
            <ListTree className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="font-semibold">Contents</span>
            <span className="min-w-0 truncate text-muted-foreground" data-toc-current />
            <ChevronDown
              className="ml-auto size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="absolute inset-x-0 top-full -mx-2 max-h-[min(70dvh,30rem)] overflow-y-auto rounded-b-2xl border border-t-0 border-border bg-card p-3 shadow-lg">
            <TocList items={items} />
          </div>
        </details>
        <a
          href={TOP}
          className="inline-flex h-11 shrink-0 items-center gap-1 rounded-lg px-2 text-sm font-medium text-primary hover:bg-accent"
        >
          <ArrowUp className="size-4" aria-hidden="true" />
          Top
        </a>
      </div>
    </nav>
  );
}
