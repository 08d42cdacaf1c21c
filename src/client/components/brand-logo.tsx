import { useId } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';

/** The logo, a link home; `to={null}` shows it without a link (onboarding, which has no way out). */
export function BrandLogo({ className, to = '/' }: { className?: string; to?: string | null }) {
  // Unique per instance: a hidden copy (the sidebar on phones) must not own the gradient.
  const gradientId = useId();
  const classes = cn(
    'flex items-center gap-2.5 rounded-lg font-display text-xl font-semibold text-foreground',
    className,
  );
  const content = (
    <>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#e8536e" />
            <stop offset="1" stopColor="#f59e6b" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
        <path
          d="M16 24.5s-7.5-4.4-7.5-10a4.2 4.2 0 0 1 7.5-2.6 4.2 4.2 0 0 1 7.5 2.6c0 5.6-7.5 10-7.5 10z"
          fill="#fff"
        />
      </svg>
      Datewise
    </>
  );
  if (to === null) return <span className={classes}>{content}</span>;
  return (
    <Link to={to} className={classes}>
      {content}
    </Link>
  );
}
