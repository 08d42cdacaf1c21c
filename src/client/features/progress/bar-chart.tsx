import { useId } from 'react';
import { cn } from '../../lib/cn';

export interface Bar {
  label: string;
  /** Null: nothing to show yet (the table says why). */
  value: number | null;
  /** What the value rests on, for the table and the bar's end ("4 of 5"). */
  detail: string;
}

/**
 * A small bar chart readable on a phone: the bars are for the eye, and the same figures are in a table behind it for
 * screen readers and anyone who prefers numbers (issue 19: "a table behind each chart").
 */
export function BarChart({
  title,
  bars,
  max,
  format,
  columns,
  className,
}: {
  title: string;
  bars: Bar[];
  max: number;
  format: (value: number) => string;
  /** The table's column headings: the label's, the value's and the detail's. */
  columns: [string, string, string];
  className?: string;
}) {
  const id = useId();
  // Few bars have room for their values; many (twelve weeks on a phone) show every third label only.
  const few = bars.length <= 6;
  const labelShown = (i: number) => few || i % 3 === (bars.length - 1) % 3;
  return (
    <figure aria-labelledby={id} className={cn('space-y-3', className)}>
      <figcaption id={id} className="font-semibold">
        {title}
      </figcaption>
      <div aria-hidden="true" className="flex h-36 items-end gap-1.5 border-b border-border">
        {bars.map((bar, i) => (
          <div key={`${bar.label}-${i}`} className="flex h-full min-w-0 flex-1 flex-col justify-end">
            {few && (
              <span className="pb-1 text-center text-xs font-semibold text-muted-foreground">
                {bar.value === null ? '–' : format(bar.value)}
              </span>
            )}
            {bar.value === null ? (
              <div className="h-1 rounded-t-sm bg-muted" />
            ) : (
              <div
                className="rounded-t-sm bg-primary/80"
                style={{ height: `${Math.max(2, (bar.value / max) * (few ? 85 : 100))}%` }}
              />
            )}
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="flex gap-1.5 text-[0.7rem] leading-tight text-muted-foreground">
        {bars.map((bar, i) => (
          <span
            key={`${bar.label}-${i}`}
            className={cn(
              'min-w-0 flex-1 whitespace-nowrap',
              // The last of many labels keeps inside the chart's right edge.
              !few && i === bars.length - 1 ? 'text-right' : 'text-center',
            )}
          >
            {labelShown(i) ? bar.label : ''}
          </span>
        ))}
      </div>
      {bars.every((bar) => bar.value === null) && (
        <p className="text-sm text-muted-foreground">Too few recorded outcomes to show a rate here yet.</p>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-primary">Show as a table</summary>
        <table className="mt-2 w-full border-collapse text-left">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="border-b border-border py-1.5 pr-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {bars.map((bar, i) => (
              <tr key={`${bar.label}-${i}`}>
                <th scope="row" className="border-b border-border py-1.5 pr-3 font-normal">
                  {bar.label}
                </th>
                <td className="border-b border-border py-1.5 pr-3">
                  {bar.value === null ? 'Too few to tell' : format(bar.value)}
                </td>
                <td className="border-b border-border py-1.5">{bar.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
