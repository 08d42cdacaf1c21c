import { Clock, Heart, MapPin, Tag } from 'lucide-react';
import type { DateIdea } from '../../../shared/schemas/coach';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { isUnauthorizedError } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { useNotifyError } from '../../lib/notify-error';
import { useSaveOnce } from '../../lib/save-response';
import { budgetLabel, SAVE_DATE_IDEA_ERROR } from './date-ideas-content';

/** A saved date idea's content (spec 000 §3): the idea as a JSON string. */
function dateIdeaContent(idea: DateIdea): string {
  const { title, description, duration, location, category, budget } = idea;
  return JSON.stringify({ title, description, duration, location, category, budget });
}

/** One idea with its details and the heart that saves it (once). */
export function DateIdeaCard({ idea }: { idea: DateIdea }) {
  const { save, saved, saving } = useSaveOnce();
  const notifyError = useNotifyError();
  const onSave = () => {
    save(
      { type: 'date_idea', content: dateIdeaContent(idea), title: idea.title },
      {
        onSuccess: () =>
          toast({ title: 'Date idea saved', description: `“${idea.title}” is in Saved Content.`, variant: 'success' }),
        onError: (error) => {
          // Signing in again is the shared flow; any other failure has the spec's own wording (§8).
          if (isUnauthorizedError(error)) notifyError(error, SAVE_DATE_IDEA_ERROR);
          else toast({ title: 'Error', description: SAVE_DATE_IDEA_ERROR, variant: 'destructive' });
        },
      },
    );
  };
  const location = idea.location.trim();
  return (
    <article
      data-testid="date-idea"
      className="flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1.5">
          <Badge variant="secondary">
            <span className="sr-only">Budget: </span>
            {budgetLabel(idea.budget)}
          </Badge>
          <h3 className="font-display text-xl leading-tight font-semibold tracking-tight">{idea.title}</h3>
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={onSave}
          aria-label={saved ? `Saved: ${idea.title}` : `Save date idea: ${idea.title}`}
          aria-disabled={saved || saving || undefined}
          data-saved={saved || undefined}
          className={cn(
            '-mt-1.5 -mr-2 rounded-full',
            saved ? 'text-primary aria-disabled:opacity-100' : 'text-muted-foreground',
          )}
        >
          <Heart className={cn('size-5.5', saved && 'fill-current', saving && 'animate-pulse')} aria-hidden="true" />
        </Button>
      </div>
      <p className="leading-relaxed text-foreground/90">{idea.description}</p>
      <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1.5 pt-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden="true" />
          <span className="sr-only">Duration: </span>
          {idea.duration}
        </li>
        <li className="flex items-center gap-1.5">
          <Tag className="size-4" aria-hidden="true" />
          <span className="sr-only">Category: </span>
          {idea.category}
        </li>
        {location && (
          <li className="flex items-center gap-1.5">
            <MapPin className="size-4" aria-hidden="true" />
            <span className="sr-only">Location: </span>
            {location}
          </li>
        )}
      </ul>
    </article>
  );
}
