import {
  Bookmark,
  CalendarHeart,
  Clock,
  Copy,
  FileText,
  MapPin,
  MessageCircleHeart,
  Tag,
  Trash2,
  TrendingUp,
  UserRoundPen,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import type { SavedItem, SavedType } from '../../../shared/schemas/saved';
import { LoadFailed } from '../../components/load-failed';
import { PageTitle } from '../../components/page-title';
import { SentToggle } from '../../components/sent-toggle';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useCopyText } from '../../lib/clipboard';
import { useSentMessages } from '../../lib/outcomes';
import { formatShortDate } from '../../lib/format-date';
import { useSavedResponses } from './api/get-saved-responses';
import { SentMessagesSection } from './sent-messages';
import {
  coachMessageIdOf,
  copyTextFor,
  dateIdeaFacts,
  engagementRateOf,
  parseSavedContent,
  savedCountLabel,
  savedTypeLabels,
} from './saved-content';
import { useUndoableDelete } from './use-undoable-delete';

const typeIcons: Record<SavedType, LucideIcon> = {
  message: MessageCircleHeart,
  date_idea: CalendarHeart,
  profile_tip: UserRoundPen,
  other: FileText,
};

const factIcons: Record<string, LucideIcon> = { Duration: Clock, Location: MapPin, Category: Tag, Budget: Wallet };

function SavedItemContent({ item }: { item: SavedItem }) {
  const content = parseSavedContent(item);
  if (content.kind === 'date_idea') {
    const { idea } = content;
    return (
      <div className="space-y-3">
        <h2 className="text-xl font-semibold tracking-tight">{idea.title}</h2>
        <p className="leading-relaxed">{idea.description}</p>
        <dl className="flex flex-wrap gap-2">
          {dateIdeaFacts(idea).map((fact) => {
            const Icon = factIcons[fact.label] ?? Tag;
            return (
              <div
                key={fact.label}
                className="flex items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-sm text-muted-foreground"
              >
                <Icon className="size-3.5" aria-hidden="true" />
                <dt className="sr-only">{fact.label}</dt>
                <dd className="text-foreground">{fact.value}</dd>
              </div>
            );
          })}
        </dl>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      {item.title && <h2 className="text-xl font-semibold tracking-tight">{item.title}</h2>}
      <p className="leading-relaxed whitespace-pre-wrap">{content.text}</p>
    </div>
  );
}

function SavedItemCard({ item, onDelete }: { item: SavedItem; onDelete: (item: SavedItem) => void }) {
  const copy = useCopyText();
  const Icon = typeIcons[item.type];
  const label = savedTypeLabels[item.type];
  const date = formatShortDate(item.createdAt);
  const rate = engagementRateOf(item);
  const messageId = coachMessageIdOf(item);
  return (
    <article
      data-testid="saved-item"
      data-id={item.id}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-md sm:p-6"
    >
      <div className="flex items-center gap-x-2 sm:gap-x-3">
        <Badge variant="secondary" data-testid="saved-type">
          <Icon aria-hidden="true" />
          {label}
        </Badge>
        {date && (
          <time dateTime={item.createdAt} className="min-w-0 truncate text-sm text-muted-foreground">
            {date}
          </time>
        )}
        <div className="ml-auto flex shrink-0 gap-0.5 sm:gap-1">
          <Button
            variant="ghost"
            size="sm"
            className="max-sm:size-11"
            onClick={() => void copy(copyTextFor(item))}
            aria-label={`Copy ${label.toLowerCase()}`}
          >
            <Copy aria-hidden="true" />
            <span className="hidden sm:inline">Copy</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive-soft hover:text-destructive max-sm:size-11"
            onClick={() => onDelete(item)}
            aria-label={`Delete ${label.toLowerCase()}`}
          >
            <Trash2 aria-hidden="true" />
            <span className="hidden sm:inline">Delete</span>
          </Button>
        </div>
      </div>
      <SavedItemContent item={item} />
      {rate !== null && (
        <p className="flex items-center gap-1.5 text-sm font-semibold text-success-soft-foreground">
          <TrendingUp className="size-4" aria-hidden="true" />
          Engagement Rate: {rate}%
        </p>
      )}
      {messageId && (
        <div>
          <SentToggle id={messageId} message={item.content} />
        </div>
      )}
    </article>
  );
}

function LoadingList() {
  return (
    <ul className="space-y-4" aria-hidden="true" data-testid="saved-loading">
      {[0, 1, 2].map((i) => (
        <li key={i} className="space-y-4 rounded-xl border border-border bg-card p-6 shadow-md">
          <div className="flex items-center gap-3">
            <Skeleton className="h-6 w-24 rounded-full" />
            <Skeleton className="h-4 w-28" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
        </li>
      ))}
    </ul>
  );
}

function EmptyState() {
  return (
    <section
      aria-labelledby="saved-empty-title"
      data-testid="saved-empty"
      className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-input bg-card px-6 py-12 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
        <Bookmark className="size-7" aria-hidden="true" />
      </span>
      <div className="space-y-1.5">
        <h2 id="saved-empty-title" className="text-2xl font-semibold tracking-tight">
          Nothing saved yet
        </h2>
        <p className="max-w-md text-muted-foreground">
          Save the messages, date ideas and tips you like, and they will wait for you here.
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.messageHelper}>
            <MessageCircleHeart aria-hidden="true" />
            Generate Messages
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.dateIdeas}>
            <CalendarHeart aria-hidden="true" />
            Get Date Ideas
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** Saved Content (spec 000 §2.11): the list with type, date, copy, content and delete with undo. */
export function SavedPage() {
  const { data, isPending, isError, refetch, isRefetching } = useSavedResponses();
  const { hiddenIds, remove } = useUndoableDelete();
  const items = (data ?? []).filter((item) => !hiddenIds.has(item.id));
  // With the messages sent above it, the saved list needs its own heading.
  const hasSent = (useSentMessages().data?.messages.length ?? 0) > 0;

  return (
    <div className="space-y-6">
      <PageTitle title="Saved Content" />
      <header className="space-y-1.5">
        <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">Saved Content</h1>
        <p className="text-muted-foreground" aria-live="polite" data-testid="saved-count">
          {isPending ? 'Loading your saved items…' : isError ? '' : savedCountLabel(items.length)}
        </p>
      </header>
      <SentMessagesSection />
      {hasSent && <h2 className="text-2xl font-semibold tracking-tight">Saved items</h2>}
      {isPending ? (
        <LoadingList />
      ) : isError ? (
        <LoadFailed message="Could not load your saved items." onRetry={refetch} retrying={isRefetching} />
      ) : items.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="space-y-4">
          {items.map((item) => (
            <li key={item.id}>
              <SavedItemCard item={item} onDelete={remove} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
