import type { LucideIcon } from 'lucide-react';
import { paths } from '../../shared/routes';
import { BackLink } from './back-link';

/** The heading of an AI tool screen, with the back arrow to the dashboard (spec 000 §2.5). */
export function ToolHeader({ title, intro, icon: Icon }: { title: string; intro: string; icon: LucideIcon }) {
  return (
    <header className="space-y-4">
      <BackLink to={paths.home}>Back to home</BackLink>
      <div className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-brand-gradient text-white shadow-sm sm:flex">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 space-y-1.5">
          <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
          <p className="max-w-2xl text-muted-foreground">{intro}</p>
        </div>
      </div>
    </header>
  );
}
