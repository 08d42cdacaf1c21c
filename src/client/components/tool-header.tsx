import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

/** The heading of an AI tool screen, with the back arrow to the dashboard (spec 000 §2.5). */
export function ToolHeader({ title, intro, icon: Icon }: { title: string; intro: string; icon: LucideIcon }) {
  return (
    <header className="space-y-4">
      <Link
        to="/"
        className="-ml-2 inline-flex h-11 items-center gap-2 rounded-md px-2 text-sm font-semibold text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
      >
        <ArrowLeft className="size-4.5" aria-hidden="true" />
        Back to home
      </Link>
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
