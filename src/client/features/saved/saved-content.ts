import { parseSavedDateIdea, type SavedDateIdea } from '../../../shared/saved-date-idea';
import type { SavedItem, SavedType } from '../../../shared/schemas/saved';

export type { SavedDateIdea };

export const savedTypeLabels: Record<SavedType, string> = {
  message: 'Message',
  date_idea: 'Date Idea',
  profile_tip: 'Profile Tip',
  other: 'Other',
};

/** "1 saved item", "2 saved items" (spec 000 §2.11). */
export function savedCountLabel(count: number): string {
  return `${count} saved ${count === 1 ? 'item' : 'items'}`;
}

type SavedContent = { kind: 'date_idea'; idea: SavedDateIdea } | { kind: 'text'; text: string };

/** A date idea's content is the idea as JSON; anything that does not parse is shown as it is. */
export function parseSavedContent(item: Pick<SavedItem, 'type' | 'content'>): SavedContent {
  const idea = item.type === 'date_idea' ? parseSavedDateIdea(item.content) : null;
  if (idea) return { kind: 'date_idea', idea };
  return { kind: 'text', text: item.content };
}

function budgetLabel(budget: string): string {
  return budget === 'free' ? 'FREE' : budget;
}

/** The idea's facts that are present, in reading order. */
export function dateIdeaFacts(idea: SavedDateIdea): { label: string; value: string }[] {
  const facts = [
    { label: 'Duration', value: idea.duration },
    { label: 'Location', value: idea.location },
    { label: 'Category', value: idea.category },
    { label: 'Budget', value: idea.budget ? budgetLabel(idea.budget) : undefined },
  ];
  return facts.filter((f): f is { label: string; value: string } => Boolean(f.value?.trim()));
}

/** What the copy button copies: the text itself, or a date idea written out for reading. */
export function copyTextFor(item: Pick<SavedItem, 'type' | 'content'>): string {
  const content = parseSavedContent(item);
  if (content.kind === 'text') return content.text;
  const { idea } = content;
  const facts = dateIdeaFacts(idea).map((f) => `${f.label}: ${f.value}`);
  return [idea.title, idea.description, facts.join('\n')].filter(Boolean).join('\n\n');
}

/** The engagement estimate saved with a message (metadata.engagementRate), if any. */
export function engagementRateOf(item: Pick<SavedItem, 'type' | 'metadata'>): number | null {
  if (item.type !== 'message') return null;
  const raw = item.metadata?.engagementRate;
  const rate = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof rate === 'number' && Number.isFinite(rate) ? Math.round(rate) : null;
}

/** The coach's id of a saved message from the Message Helper, for "I sent this"; null for anything else. */
export function coachMessageIdOf(item: Pick<SavedItem, 'type' | 'metadata'>): string | null {
  const id = item.type === 'message' ? item.metadata?.messageId : null;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** Newest first, as the server sends them (used when an item is put back). */
export function sortNewestFirst(items: SavedItem[]): SavedItem[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
