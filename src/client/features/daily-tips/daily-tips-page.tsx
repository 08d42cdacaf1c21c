import { Bookmark, BookmarkCheck, CalendarCheck, CalendarDays, Lightbulb, Loader2, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import type { TipCategory, TipResponse } from '../../../shared/schemas/coach';
import { AiErrorNotice } from '../../components/ai-error-notice';
import { AllowanceNote } from '../../components/allowance-note';
import { PageTitle } from '../../components/page-title';
import { ToolHeader } from '../../components/tool-header';
import { CoachSourceNote } from '../../components/coach-source-note';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { useNotifyAiError } from '../../lib/ai-errors';
import { cn } from '../../lib/cn';
import { DAILY_TIP_FALLBACK, formatTipDate, tipCategoryLabel, useDailyTip } from '../../lib/daily-tip';
import { useNotifyError } from '../../lib/notify-error';
import { useRevealOnRequest } from '../../lib/reveal';
import { useSaveResponse } from '../../lib/save-response';
import { useGenerateTip } from './api/generate-tip';
import { reminders, TIP_ERROR_FALLBACK, tipCategoryInfo } from './tip-content';

function TipCard({
  tip,
  isLoading,
  isGenerated,
}: {
  tip: TipResponse | null;
  isLoading: boolean;
  isGenerated: boolean;
}) {
  const save = useSaveResponse();
  const notifyError = useNotifyError();
  const [savedTips, setSavedTips] = useState<ReadonlySet<string>>(() => new Set());
  const date = tip ? formatTipDate(tip.date) : null;
  const isSaved = tip !== null && savedTips.has(tip.tip);

  const onSave = () => {
    if (!tip) return;
    const saved = tip.tip;
    save.mutate(
      { type: 'other', title: `Tip: ${tipCategoryLabel(tip.category)}`, content: saved },
      {
        onSuccess: () => {
          setSavedTips((prev) => new Set(prev).add(saved));
          toast({ title: 'Tip saved', description: 'Find it any time under Saved.', variant: 'success' });
        },
        onError: (error) => notifyError(error, 'Failed to save tip. Please try again.'),
      },
    );
  };

  return (
    <Card className="gap-4 border-primary/20 bg-glow" aria-busy={isLoading} data-testid="tip-card">
      <CardHeader className="flex flex-wrap items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-gradient text-white">
          <Lightbulb className="size-5" aria-hidden="true" />
        </span>
        <CardTitle asChild>
          <h2>{isGenerated ? 'Your new tip' : "Today's tip"}</h2>
        </CardTitle>
        {tip && (
          <Badge variant="outline" data-testid="tip-category">
            {tipCategoryLabel(tip.category)}
          </Badge>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {isLoading ? (
          <div className="space-y-2.5" data-testid="tip-loading">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-11/12" />
            <Skeleton className="h-5 w-3/5" />
          </div>
        ) : (
          <p
            aria-live="polite"
            data-testid="tip-text"
            className="font-display text-xl leading-relaxed font-medium text-balance sm:text-2xl"
          >
            {tip?.tip || DAILY_TIP_FALLBACK}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          {date ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="tip-date">
              <CalendarDays className="size-4" aria-hidden="true" />
              <time dateTime={tip?.date}>{date}</time>
            </p>
          ) : (
            <span />
          )}
          {tip && (
            <Button variant="outline" size="sm" onClick={onSave} disabled={save.isPending || isSaved}>
              {isSaved ? (
                <BookmarkCheck aria-hidden="true" />
              ) : save.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Bookmark aria-hidden="true" />
              )}
              {isSaved ? 'Saved' : 'Save tip'}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function CategoryPicker({ pending, onPick }: { pending: TipCategory | null; onPick: (category: TipCategory) => void }) {
  return (
    <section aria-labelledby="categories-title" className="space-y-4">
      <div className="space-y-1.5">
        <h2 id="categories-title" className="text-2xl font-semibold tracking-tight">
          Get a tip on…
        </h2>
        <AllowanceNote tool="tip" />
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {tipCategoryInfo.map(({ category, label, description, icon: Icon }) => {
          const isPending = pending === category;
          return (
            <li key={category}>
              <button
                type="button"
                onClick={() => onPick(category)}
                disabled={pending !== null}
                aria-busy={isPending}
                data-category={category}
                className={cn(
                  'group flex h-full w-full cursor-pointer items-center gap-4 rounded-xl border border-border bg-card p-4 text-left shadow-sm transition sm:flex-col sm:items-start sm:gap-3 sm:p-5',
                  'hover:border-primary/40 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  'disabled:cursor-not-allowed',
                  pending !== null && !isPending && 'opacity-60',
                  isPending && 'border-primary/50 bg-secondary/40',
                )}
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
                  {isPending ? (
                    <Loader2 className="size-5.5 animate-spin" aria-hidden="true" />
                  ) : (
                    <Icon className="size-5.5" aria-hidden="true" />
                  )}
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold">{label}</span>
                  <span className="block text-sm text-muted-foreground">
                    {isPending ? 'Generating a new tip…' : description}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Consistency() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="gap-3">
        <CardHeader className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
            <CalendarCheck className="size-5" aria-hidden="true" />
          </span>
          <CardTitle asChild>
            <h2>Stay Consistent</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm text-muted-foreground">
          <p>Small habits beat big resolutions. Come back each day for a fresh tip and try it out the same day.</p>
          <p>One tip a day adds up to real confidence in a few weeks.</p>
          <p>
            Found one worth keeping? Save it, and it waits for you under{' '}
            <Link to={paths.saved} className="font-semibold text-primary underline-offset-4 hover:underline">
              Saved
            </Link>
            .
          </p>
        </CardContent>
      </Card>
      <Card className="gap-3">
        <CardHeader className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
            <Sparkles className="size-5" aria-hidden="true" />
          </span>
          <CardTitle asChild>
            <h2>Reminders</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-2.5 text-sm" data-testid="reminders">
            {reminders.map((reminder) => (
              <li key={reminder} className="flex gap-2.5">
                <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                {reminder}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

/** Daily Tips (spec 000 §2.8): today's tip, tips on demand in four categories, reminders. */
export function DailyTipsPage() {
  const daily = useDailyTip();
  const generate = useGenerateTip();
  const notifyAiError = useNotifyAiError();
  const [generated, setGenerated] = useState<TipResponse | null>(null);
  const [pending, setPending] = useState<TipCategory | null>(null);
  // The tip card is above the categories: a new tip streams in where the user can see it.
  const tipRegion = useRevealOnRequest<HTMLDivElement>(generate.isPending ? generate.variables : null);

  const onPick = (category: TipCategory) => {
    setPending(category);
    generate.mutate(
      { category },
      {
        onSuccess: (tip) => setGenerated(tip),
        onError: (error) => notifyAiError(error),
        onSettled: () => setPending(null),
      },
    );
  };
  const failed = generate.isError ? generate.variables : undefined;

  // While a category tip streams in, its words replace the card's text as they arrive.
  const streaming = generate.partial?.tip && daily.data ? { ...daily.data, ...generate.partial } : null;
  const tip = streaming ?? generated ?? daily.data ?? null;
  return (
    <div className="space-y-8">
      <PageTitle title="Daily Tips" />
      <ToolHeader
        title="Daily Tips"
        intro="A new dating tip every day, and fresh tips on confidence, conversation, profiles and etiquette whenever you want one."
        icon={Lightbulb}
      />
      <div ref={tipRegion} className="scroll-mt-20 lg:scroll-mt-6">
        <TipCard
          tip={tip}
          isLoading={!generated && daily.isPending}
          isGenerated={generated !== null || streaming !== null}
        />
      </div>
      {generated && !streaming && <CoachSourceNote source={generated.source} />}
      {failed && (
        <AiErrorNotice error={generate.error} fallback={TIP_ERROR_FALLBACK} onRetry={() => onPick(failed.category)} />
      )}
      <CategoryPicker pending={pending} onPick={onPick} />
      <Consistency />
    </div>
  );
}
