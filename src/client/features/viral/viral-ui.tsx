import { Eye, Flame, Info, Medal } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import type { ViralLevel } from './viral-content';

/** The honest one-liner: these screens are previews and their figures are examples. */
export function PreviewNote({ className }: { className?: string }) {
  return (
    <p className={cn('flex items-start gap-2 text-sm text-muted-foreground', className)}>
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      Preview: these features are on their way. Everything marked sample data is an example, not a real member or count,
      and your own figures start at zero.
    </p>
  );
}

/** The visible label on every block of sample data. */
export function SampleLabel({ className }: { className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn('border-dashed text-muted-foreground', className)}
      data-testid="sample-label"
    >
      <Eye aria-hidden="true" />
      Preview: sample data
    </Badge>
  );
}

const levelStyles: Record<ViralLevel, string> = {
  Gold: 'bg-amber-100 text-amber-900',
  Silver: 'bg-slate-100 text-slate-700',
  Bronze: 'bg-orange-100 text-orange-900',
};

export function LevelBadge({ level }: { level: ViralLevel }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', levelStyles[level])}>
      <Medal aria-hidden="true" />
      {level}
    </Badge>
  );
}

export function TrendingBadge() {
  return (
    <Badge variant="secondary">
      <Flame aria-hidden="true" />
      Trending
    </Badge>
  );
}
