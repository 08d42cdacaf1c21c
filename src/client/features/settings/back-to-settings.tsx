import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The back link of the screens opened from Settings. */
export function BackToSettings() {
  return (
    <Link
      to="/settings"
      className="-ml-2 inline-flex h-11 items-center gap-2 rounded-md px-2 text-sm font-semibold text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
    >
      <ArrowLeft className="size-4.5" aria-hidden="true" />
      Back to Settings
    </Link>
  );
}
