import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PagePath } from '../../shared/routes';
import { cn } from '../lib/cn';

/** The "Back to ..." link at the top of a screen: an arrow and a label, a 44 px touch target. */
export function BackLink({ to, children, className }: { to: PagePath; children: ReactNode; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        '-ml-2 inline-flex h-11 items-center gap-2 rounded-md px-2 text-sm font-semibold text-muted-foreground transition-colors hover:bg-accent hover:text-foreground',
        className,
      )}
    >
      <ArrowLeft className="size-4.5" aria-hidden="true" />
      {children}
    </Link>
  );
}
