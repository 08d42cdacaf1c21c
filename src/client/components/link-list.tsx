import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { PagePath } from '../../shared/routes';

export interface LinkListItem {
  to: PagePath;
  label: string;
  description: string;
  icon: LucideIcon;
}

/** A card of links, one per row: icon, label, one line of description, a chevron (Settings, Profile). */
export function LinkList({ items }: { items: readonly LinkListItem[] }) {
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card shadow-md">
      {items.map(({ to, label, description, icon: Icon }) => (
        <li key={label}>
          <Link
            to={to}
            className="group flex items-center gap-4 px-5 py-4 transition-colors hover:bg-accent focus-visible:-outline-offset-2 sm:px-6"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold">{label}</span>
              <span className="block text-sm text-muted-foreground">{description}</span>
            </span>
            <ChevronRight
              className="size-5 shrink-0 text-muted-foreground transition group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
