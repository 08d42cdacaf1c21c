import { CircleCheck, Info, Lightbulb, TriangleAlert, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

type SuggestionKind = 'positive' | 'warning' | 'improvement' | 'other';

interface SuggestionStyle {
  label: string;
  icon: LucideIcon;
  /** Row surface and text (contrast ≥ 4.5:1 for the text). */
  className: string;
  iconClassName: string;
}

const styles: Record<SuggestionKind, SuggestionStyle> = {
  positive: {
    label: 'What works',
    icon: CircleCheck,
    className: 'border-success/25 bg-success-soft text-success-soft-foreground',
    iconClassName: 'text-success',
  },
  warning: {
    label: 'Watch out',
    icon: TriangleAlert,
    className: 'border-amber-300 bg-amber-50 text-amber-900',
    iconClassName: 'text-amber-700',
  },
  improvement: {
    label: 'Try this',
    icon: Lightbulb,
    className: 'border-primary/20 bg-secondary text-secondary-foreground',
    iconClassName: 'text-primary',
  },
  other: {
    label: 'Note',
    icon: Info,
    className: 'border-border bg-muted text-foreground',
    iconClassName: 'text-muted-foreground',
  },
};

/** A suggestion's kind: the three the coach sends, and "other" for anything it may send later. */
export function suggestionKind(type: string): SuggestionKind {
  return type === 'positive' || type === 'warning' || type === 'improvement' ? type : 'other';
}

export function suggestionStyle(type: string): SuggestionStyle {
  return styles[suggestionKind(type)];
}

/** The coach's suggestions, each with its own icon, colour and a word that says its kind. */
export function SuggestionList({ suggestions }: { suggestions: readonly { type: string; message: string }[] }) {
  return (
    <ul className="space-y-2.5">
      {suggestions.map((suggestion, index) => {
        const kind = suggestionKind(suggestion.type);
        const style = styles[kind];
        return (
          <li
            key={index}
            data-kind={kind}
            className={cn('flex gap-3 rounded-lg border px-3.5 py-3 text-sm leading-relaxed', style.className)}
          >
            <style.icon className={cn('mt-0.5 size-4.5 shrink-0', style.iconClassName)} aria-hidden="true" />
            <p>
              <span className="font-semibold">{style.label}: </span>
              {suggestion.message}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
