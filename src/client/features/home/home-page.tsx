import { ArrowRight, CalendarHeart, Lightbulb, MessageCircleHeart, UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useUser } from '../../lib/auth';

const tiles = [
  { to: '/profile-coach', icon: UserRoundPen, title: 'Profile Coach', text: 'Score and rewrite your bio' },
  { to: '/message-helper', icon: MessageCircleHeart, title: 'Message Helper', text: 'Openers and replies' },
  { to: '/date-ideas', icon: CalendarHeart, title: 'Date Ideas', text: 'Plans for your next date' },
  { to: '/daily-tips', icon: Lightbulb, title: 'Daily Tips', text: "Today's dating tip" },
];

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The signed-in home (the full dashboard arrives with the AI coach issue). */
export function HomePage() {
  const { user } = useUser();
  return (
    <div className="space-y-8">
      <PageTitle title="Home" />
      <header className="space-y-2">
        <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
          {greeting(new Date().getHours())}, {user?.firstName || 'there'}
        </h1>
        <p className="text-muted-foreground">What would you like to work on today?</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              className="group flex items-center gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm transition hover:border-primary/40 hover:shadow-md"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <tile.icon className="size-6" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{tile.title}</span>
                <span className="block text-sm text-muted-foreground">{tile.text}</span>
              </span>
              <ArrowRight
                className="size-5 text-muted-foreground transition group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
