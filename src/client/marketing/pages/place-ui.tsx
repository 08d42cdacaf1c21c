import {
  CalendarHeart,
  ChevronRight,
  CircleCheck,
  Lightbulb,
  MapPin,
  MessageCircleHeart,
  UserRoundPen,
  type LucideIcon,
} from 'lucide-react';
import type { DateSpot, PlaceTools, Topic } from '../content/cities';
import { cn } from '../../lib/cn';

/**
 * Pieces shared by the city and country pages (static HTML, no script).
 * Lists are real lists, icons are hidden from assistive technology, and each
 * card title sits one level below its section's h2.
 */

/** Marks the page for the site script's content-view event. */
export function ContentView({ type, name }: { type: string; name: string }) {
  return <div hidden data-content-view={`${type}:${name}`} />;
}

export function BenefitList({ benefits }: { benefits: Topic[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {benefits.map((benefit) => (
        <li key={benefit.title} className="flex gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm">
          <CircleCheck className="mt-1 size-6 shrink-0 text-success" aria-hidden="true" />
          <div>
            <h3 className="text-xl font-semibold">{benefit.title}</h3>
            <p className="mt-2 text-muted-foreground">{benefit.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Date spots or date ideas: name, a type badge and what makes the place work for a date. */
export function DateSpotList({ spots, columns = 2 }: { spots: DateSpot[]; columns?: 2 | 3 }) {
  return (
    <ul className={cn('grid gap-5 md:grid-cols-2', columns === 3 && 'lg:grid-cols-3')} data-date-spots>
      {spots.map((spot) => (
        <li key={spot.name} className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm">
          <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-secondary-foreground">
            <MapPin className="size-3.5" aria-hidden="true" />
            {spot.type}
          </p>
          <h3 className="mt-3 text-xl font-semibold">{spot.name}</h3>
          <p className="mt-2 text-muted-foreground">{spot.description}</p>
        </li>
      ))}
    </ul>
  );
}

const toolMeta: { key: keyof PlaceTools; title: string; icon: LucideIcon }[] = [
  { key: 'profile', title: 'Profile Coach', icon: UserRoundPen },
  { key: 'messages', title: 'Message Helper', icon: MessageCircleHeart },
  { key: 'dateIdeas', title: 'Date Ideas', icon: CalendarHeart },
  { key: 'dailyTips', title: 'Daily Tips', icon: Lightbulb },
];

/** The four Datewise tools, each described for the place. */
export function ToolCards({ tools }: { tools: PlaceTools }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {toolMeta.map((tool) => (
        <li key={tool.key} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent">
            <tool.icon className="size-6 text-primary" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-xl font-semibold">{tool.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{tools[tool.key]}</p>
        </li>
      ))}
    </ul>
  );
}

/** Cards with a heading and a paragraph (reasons, culture topics, regions). */
export function TopicGrid({
  topics,
  columns = 3,
  icon: Icon,
}: {
  topics: Topic[];
  columns?: 2 | 3;
  icon?: LucideIcon;
}) {
  return (
    <ul className={cn('grid gap-5 md:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}>
      {topics.map((topic) => (
        <li key={topic.title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
          {Icon ? <Icon className="mb-3 size-6 text-primary" aria-hidden="true" /> : null}
          <h3 className="text-xl font-semibold">{topic.title}</h3>
          <p className="mt-2 text-muted-foreground">{topic.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A compact list of named items with a line each (cities, apps). */
export function NamedList({
  items,
  columns = 3,
}: {
  items: { name: string; detail?: string; text: string }[];
  columns?: 2 | 3;
}) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}>
      {items.map((item) => (
        <li key={item.name} className="rounded-xl border border-border bg-card p-5">
          <p className="font-semibold">
            {item.name}
            {item.detail ? <span className="font-normal text-muted-foreground"> · {item.detail}</span> : null}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Internal links with a line of context each. */
export function LinkGrid({ links }: { links: { path: string; label: string; text: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-related-links>
      {links.map((link) => (
        <li key={link.path}>
          <a
            href={link.path}
            className="group flex h-full flex-col rounded-xl border border-border bg-card p-5 transition-colors hover:border-control hover:bg-accent"
          >
            <span className="inline-flex items-center gap-1 font-semibold text-primary">
              {link.label}
              <ChevronRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
            </span>
            <span className="mt-1 text-sm text-muted-foreground">{link.text}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
