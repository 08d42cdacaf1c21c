import {
  ArrowRight,
  BookOpen,
  CalendarHeart,
  Check,
  Crown,
  Gift,
  Lightbulb,
  MessageCircleHeart,
  UserRoundPen,
} from 'lucide-react';
import { Link } from 'react-router';
import { isPremiumActive, premiumPriceLabel } from '../../../shared/plans';
import { premiumBenefits } from '../../../shared/premium-offer';
import { paths } from '../../../shared/routes';
import { AdSlot } from '../../components/ads/ad-slot';
import { LocationPromptCard } from '../../components/location/location-prompt-card';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useUser } from '../../lib/auth';
import { useDeviceHour } from '../../lib/hydration';
import { DailyTipCard } from './daily-tip-card';
import { OutcomesCard } from './outcomes-card';
import { UsageMeter } from './usage-meter';

const tiles = [
  { to: paths.profileCoach, icon: UserRoundPen, title: 'Profile Coach', text: 'Score and rewrite your bio' },
  { to: paths.messageHelper, icon: MessageCircleHeart, title: 'Message Helper', text: 'Openers and replies' },
  { to: paths.dateIdeas, icon: CalendarHeart, title: 'Date Ideas', text: 'Plans for your next date' },
  { to: paths.dailyTips, icon: Lightbulb, title: 'Daily Tips', text: 'A new tip every day' },
];

function greeting(hour: number | null): string {
  if (hour === null) return 'Hello';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

function ToolTiles() {
  return (
    <section aria-labelledby="tools-title" className="space-y-4">
      <h2 id="tools-title" className="text-2xl font-semibold tracking-tight">
        Your AI coach
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              className="group flex h-full items-center gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm transition hover:border-primary/40 hover:shadow-md"
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
      {/* On a phone the menu with Guides is not shown: this is their way in (decision 0036). */}
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <BookOpen className="size-4 shrink-0" aria-hidden="true" />
        <span>
          Rather read first?{' '}
          <Link to={paths.guides} className="font-semibold text-primary underline-offset-4 hover:underline">
            Browse the dating guides
          </Link>
        </span>
      </p>
    </section>
  );
}

function ViralPromo() {
  return (
    <section
      aria-labelledby="viral-promo-title"
      className="flex flex-col gap-4 rounded-xl border border-border bg-glow p-6 shadow-md"
    >
      <span className="flex size-11 items-center justify-center rounded-xl bg-card text-primary shadow-xs">
        <Gift className="size-5.5" aria-hidden="true" />
      </span>
      <div className="space-y-1.5">
        <h2 id="viral-promo-title" className="text-xl font-semibold tracking-tight">
          Challenges &amp; rewards
        </h2>
        <p className="text-sm text-muted-foreground">
          Dating challenges, referral rewards, shareable templates and achievements for your progress.
        </p>
      </div>
      <Button asChild variant="outline" className="mt-auto w-fit">
        <Link to={paths.viralFeatures}>
          Explore rewards
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}

function PremiumCard() {
  const [amount, period] = premiumPriceLabel.split('/');
  return (
    <section
      aria-labelledby="premium-card-title"
      data-testid="premium-card"
      className="flex flex-col gap-4 rounded-xl bg-brand-deep p-6 text-white shadow-md"
    >
      <div className="flex items-center justify-between gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-white/15">
          <Crown className="size-5.5" aria-hidden="true" />
        </span>
        <p className="text-right">
          <span className="font-display text-2xl font-semibold">{amount}</span>
          <span className="text-sm text-white/85">/{period}</span>
        </p>
      </div>
      <div className="space-y-1.5">
        <h2 id="premium-card-title" className="text-xl font-semibold tracking-tight text-white">
          Unlock Premium
        </h2>
        <ul className="space-y-1 text-sm text-white/90">
          {premiumBenefits.map(({ title }) => (
            <li key={title} className="flex items-center gap-2">
              <Check className="size-4 shrink-0" aria-hidden="true" />
              {title}
            </li>
          ))}
        </ul>
      </div>
      <Button asChild variant="secondary" className="mt-auto w-fit">
        <Link to={paths.subscription}>
          Upgrade for {premiumPriceLabel}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}

/** The signed-in home dashboard (spec 000 §2.3). */
export function HomePage() {
  const { user } = useUser();
  const premium = isPremiumActive(user);
  const hour = useDeviceHour();
  return (
    <div className="space-y-8">
      <PageTitle title="Home" />
      <header className="space-y-2">
        <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
          {greeting(hour)}, {user?.firstName || 'there'}
        </h1>
        <p className="text-muted-foreground">What would you like to work on today?</p>
      </header>

      <div className="grid gap-4 lg:grid-cols-5">
        {user ? (
          <UsageMeter user={user} className="lg:col-span-2" />
        ) : (
          <Skeleton className="h-44 rounded-xl lg:col-span-2" />
        )}
        <DailyTipCard className="lg:col-span-3" />
      </div>

      <OutcomesCard />

      <LocationPromptCard />

      <ToolTiles />

      <div className={premium ? 'grid gap-4' : 'grid gap-4 md:grid-cols-2'}>
        <ViralPromo />
        {!premium && <PremiumCard />}
      </div>

      {/* The one upsell of a free dashboard is the Premium card above; the house ad promotes something else. */}
      {!premium && <AdSlot placement="dashboard" />}
    </div>
  );
}
