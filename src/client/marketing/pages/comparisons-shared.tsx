import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { comparisonPages, paths } from '../../../shared/routes';
import { comparisonBlurbs } from '../content/comparisons-shared';
import { Section, Stars } from '../site/ui';

/** Building blocks shared by the four comparison and report pages. */

function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Last updated" line under a hero. */
export function Updated({ date, author }: { date: string; author?: string }) {
  return (
    <p className="mt-4 text-sm text-muted-foreground">
      Last updated <time dateTime={date}>{formatDate(date)}</time>
      {author ? <> · By {author}</> : null}
    </p>
  );
}

/**
 * A labeled, keyboard-focusable region around a captioned table. A wide table
 * is stacked below `md` (decision 0042): each row becomes a card headed by its
 * row header, each cell labeled with its column (`.stack-table` in app.css),
 * so every compared column is readable on a phone without scrolling sideways.
 */
function TableScroll({
  id,
  caption,
  children,
  className,
  wide = true,
}: {
  id: string;
  caption: ReactNode;
  children: ReactNode;
  className?: string;
  /** Wide tables are stacked into one card per row on phones; narrow ones just wrap. */
  wide?: boolean;
}) {
  const captionId = `${id}-caption`;
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded-2xl border border-border bg-card shadow-sm focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      <table id={id} className={cn('w-full border-collapse text-left text-sm', wide && 'stack-table')}>
        <caption id={captionId} className="px-4 pt-4 pb-2 text-left font-semibold text-foreground">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

interface TableRow {
  key: string;
  /** The row's header cell (scope="row"). */
  header: ReactNode;
  cells: ReactNode[];
}

/** A comparison table: column headers, a header cell per row, and data cells; the last column may be the winner. */
export function DataTable({
  id,
  caption,
  columns,
  rows,
  highlightLast = false,
  wide,
  className,
  cellClassName = [],
}: {
  id: string;
  caption: ReactNode;
  columns: string[];
  rows: TableRow[];
  highlightLast?: boolean;
  wide?: boolean;
  className?: string;
  /** Extra classes per data column. */
  cellClassName?: (string | undefined)[];
}) {
  return (
    <TableScroll id={id} caption={caption} wide={wide} className={className}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={thCol}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={thRow}>
              {row.header}
            </th>
            {row.cells.map((cell, index) => (
              <td
                key={columns[index + 1] ?? index}
                data-label={columns[index + 1]}
                className={cn(
                  td,
                  cellClassName[index],
                  highlightLast && index === row.cells.length - 1 && 'font-semibold text-primary',
                )}
              >
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableScroll>
  );
}

const thCol = 'border-b border-border bg-muted px-4 py-3 font-semibold text-foreground';
const thRow = 'border-b border-border px-4 py-3 align-top font-semibold text-foreground';
const td = 'border-b border-border px-4 py-3 align-top text-foreground/90';

/** A link to another site, opened in a new tab and announced as such. */
export function ExternalLink({
  href,
  children,
  className,
  cta,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  cta?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} data-cta={cta}>
      {children}
      <ExternalIcon aria-hidden="true" className="ml-1 inline size-3.5 align-[-0.1em]" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** Stars (rounded down, spec 001 §9) and the number, labeled as our rating. */
export function OurRating({ rating, name }: { rating: number; name: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <Stars rating={rating} label={`Our rating for ${name}: ${rating.toFixed(1)} out of 5`} />
      <span aria-hidden="true" className="text-sm font-semibold text-foreground">
        {rating.toFixed(1)}
        <span className="font-normal text-muted-foreground">/5 our rating</span>
      </span>
    </span>
  );
}

/** Figure cards: big value, what it measures, and where it comes from. */
export function FigureCards({
  label,
  figures,
}: {
  label: string;
  figures: { value: string; label: string; source: ReactNode }[];
}) {
  return (
    <dl aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col rounded-2xl border border-border bg-card p-5 shadow-sm">
          <dt className="order-2 mt-1 font-medium text-foreground">{figure.label}</dt>
          <dd className="order-1 font-display text-4xl font-semibold text-primary">{figure.value}</dd>
          <dd className="order-3 mt-3 text-sm text-muted-foreground">{figure.source}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The related-links block: the other comparison pages, and the free analyzer. */
export function RelatedComparisons({ current }: { current: string }) {
  const others = comparisonPages.filter((page) => page.path !== current);
  return (
    <Section id="related" title="More comparisons and reports" muted>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {others.map((page) => (
          <li key={page.path}>
            <a
              href={page.path}
              className="group flex h-full flex-col rounded-2xl border border-border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="font-semibold text-primary group-hover:underline">{page.label}</span>
              <span className="mt-1 text-sm text-muted-foreground">{comparisonBlurbs[page.path]}</span>
            </a>
          </li>
        ))}
        <li>
          <a
            href={paths.freeProfileAnalyzer}
            className="group flex h-full flex-col rounded-2xl border border-border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="font-semibold text-primary group-hover:underline">Free Profile Analyzer</span>
            <span className="mt-1 text-sm text-muted-foreground">
              Paste your dating bio and get a score with tips to improve it. No sign-up needed.
            </span>
          </a>
        </li>
      </ul>
    </Section>
  );
}

/** A bulleted list with small check or cross marks (pros and cons). */
export function MarkList({ items, tone }: { items: string[]; tone: 'pro' | 'con' }) {
  return (
    <ul className="space-y-1.5 text-sm">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span
            aria-hidden="true"
            className={cn('mt-0.5 font-bold', tone === 'pro' ? 'text-success' : 'text-destructive')}
          >
            {tone === 'pro' ? '+' : '−'}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
