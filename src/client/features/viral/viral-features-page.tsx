import {
  ArrowRight,
  Award,
  Check,
  Clapperboard,
  Crown,
  Gift,
  Share2,
  Sparkles,
  Star,
  Target,
  Trophy,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { BackLink } from '../../components/back-link';
import { PageTitle } from '../../components/page-title';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { isPremiumActive } from '../../../shared/plans';
import { useUser } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { featureComingSoon, shareSite } from './viral-actions';
import {
  ownStats,
  sampleLeaders,
  viralTabs,
  type LeaderRow,
  type ViralItem,
  type ViralTab,
  type ViralTabId,
} from './viral-content';
import { isComplete, progressPercent } from './viral-progress';
import { avoidUserName } from './sample-names';
import { LevelBadge, PreviewNote, SampleLabel, TrendingBadge } from './viral-ui';

const tabIcons: Record<ViralTabId, LucideIcon> = {
  challenges: Target,
  referrals: UserPlus,
  content: Clapperboard,
  achievements: Award,
};

const formatNumber = (n: number) => n.toLocaleString('en-US');

/** The user's own figures: zero, since nothing is counted yet. */
const statTiles = [
  { label: 'Viral points', value: formatNumber(ownStats.points), icon: Star },
  { label: 'Achievements', value: String(ownStats.achievements), icon: Award },
  { label: 'Leaderboard rank', value: 'Not ranked', icon: Trophy },
];

function StatTiles() {
  return (
    <section aria-labelledby="your-stats-title">
      <h2 id="your-stats-title" className="sr-only">
        Your stats
      </h2>
      <dl className="grid grid-cols-3 gap-3 sm:gap-4">
        {statTiles.map((tile) => (
          <div
            key={tile.label}
            className="flex flex-col-reverse justify-end gap-1 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-5"
          >
            <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground sm:text-sm">
              <tile.icon className="hidden size-4 shrink-0 text-primary sm:block" aria-hidden="true" />
              {tile.label}
            </dt>
            <dd className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ItemCard({ item, action }: { item: ViralItem; action: string }) {
  const titleId = useId();
  const complete = isComplete(item.progress);
  const reach = item.participants ?? item.stats;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-xl border border-dashed border-border bg-card/70 p-5"
    >
      <div className="space-y-2">
        {(item.level || item.trending || complete) && (
          <div className="flex flex-wrap items-center gap-2">
            {item.level && <LevelBadge level={item.level} />}
            {item.trending && <TrendingBadge />}
            {complete && (
              <Badge variant="success">
                <Check aria-hidden="true" />
                Complete
              </Badge>
            )}
          </div>
        )}
        <h3 id={titleId} className="text-lg font-semibold">
          {item.title}
        </h3>
        <p className="text-sm text-muted-foreground">{item.description}</p>
      </div>
      <div className="flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
        <p className="flex items-start gap-2">
          <Gift className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="font-semibold">Reward:</span> {item.reward}
          </span>
        </p>
        {reach && (
          <p className="flex items-start gap-2 text-muted-foreground">
            <Users className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {reach}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <p className="flex justify-between gap-3 text-sm">
          <span className="font-medium">Your progress</span>
          <span className="text-muted-foreground" data-testid="item-progress">
            {item.progress}
          </span>
        </p>
        <Progress value={progressPercent(item.progress)} label={`${item.title} progress`} />
      </div>
      <Button
        variant={complete ? 'outline' : 'default'}
        className="mt-auto w-full sm:w-fit"
        aria-label={`${action}: ${item.title}`}
        onClick={() => featureComingSoon(item.title)}
      >
        {action}
      </Button>
    </article>
  );
}

function TabPanel({ tab }: { tab: ViralTab }) {
  return (
    <TabsContent value={tab.id} className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <SampleLabel />
        <p className="text-sm text-muted-foreground">{tab.intro}</p>
      </div>
      <ul className="space-y-4" aria-label={tab.label}>
        {tab.items.map((item) => (
          <li key={item.title}>
            <ItemCard item={item} action={tab.action} />
          </li>
        ))}
      </ul>
    </TabsContent>
  );
}

function WaysToEarn() {
  return (
    <section aria-labelledby="ways-to-earn-title" className="min-w-0 space-y-4">
      <h2 id="ways-to-earn-title" className="text-2xl font-semibold tracking-tight">
        Ways to earn
      </h2>
      <Tabs defaultValue="challenges">
        <TabsList aria-labelledby="ways-to-earn-title" className="grid w-full grid-cols-2 sm:flex">
          {viralTabs.map((tab) => {
            const Icon = tabIcons[tab.id];
            return (
              <TabsTrigger key={tab.id} value={tab.id} className="px-2">
                <Icon aria-hidden="true" />
                {tab.label}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {viralTabs.map((tab) => (
          <TabPanel key={tab.id} tab={tab} />
        ))}
      </Tabs>
    </section>
  );
}

function LeaderItem({ row, isYou = false }: { row: LeaderRow; isYou?: boolean }) {
  return (
    <li
      data-testid="leader-row"
      className={cn(
        'flex items-center gap-3 rounded-lg px-3 py-2.5',
        isYou ? 'bg-accent ring-1 ring-primary/30' : 'border border-dashed border-border text-muted-foreground',
      )}
    >
      <span
        className={cn(
          'flex h-8 w-10 shrink-0 items-center justify-center rounded-full text-xs font-bold',
          isYou ? 'bg-card text-foreground' : 'bg-muted text-muted-foreground',
        )}
      >
        {isYou ? <span aria-label="Not ranked">–</span> : `#${row.rank}`}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{row.name}</span>
        <span className="block text-xs text-muted-foreground">
          <span className="whitespace-nowrap">{row.achievements} achievements ·</span>{' '}
          <span className="whitespace-nowrap">{row.matches} matches</span>
        </span>
      </span>
      <span className="text-right text-sm font-semibold whitespace-nowrap">
        {formatNumber(row.points)} <span className="text-xs font-normal text-muted-foreground">points</span>
      </span>
    </li>
  );
}

/** The user's own row: zeros, unranked, below the samples. */
const ownRow: LeaderRow = { rank: 0, name: 'You', ...ownStats };

function ViralLeaders({ firstName }: { firstName: string }) {
  return (
    <section
      aria-labelledby="viral-leaders-title"
      className="space-y-3 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="viral-leaders-title" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
          <Trophy className="size-5 text-primary" aria-hidden="true" />
          Viral Leaders
        </h2>
        <SampleLabel />
      </div>
      <ul className="space-y-1.5">
        {avoidUserName(sampleLeaders, firstName).map((row) => (
          <LeaderItem key={row.rank} row={row} />
        ))}
        <LeaderItem row={ownRow} isYou />
      </ul>
    </section>
  );
}

function CreatorPromo() {
  return (
    <section
      aria-labelledby="creator-promo-title"
      className="flex flex-col gap-3 rounded-xl border border-border bg-glow p-5 shadow-sm"
    >
      <h2 id="creator-promo-title" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
        <Clapperboard className="size-5 text-primary" aria-hidden="true" />
        Content Creator
      </h2>
      <p className="text-sm text-muted-foreground">
        Trending templates, creation tools and stories to turn your dating wins into posts.
      </p>
      <Button asChild variant="outline" className="w-fit">
        <Link to={paths.viralContentCreator}>
          Open Content Creator
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}

function PremiumPromo() {
  return (
    <section
      aria-labelledby="viral-premium-title"
      className="flex flex-col gap-3 rounded-xl bg-brand-deep p-5 shadow-md"
    >
      <h2 id="viral-premium-title" className="flex items-center gap-2 text-xl font-semibold tracking-tight text-white">
        <Crown className="size-5" aria-hidden="true" />
        Go further with Premium
      </h2>
      <p className="text-sm text-white/90">Unlimited AI requests, no ads and every tool, every day.</p>
      <Button asChild variant="secondary" className="w-fit">
        <Link to={paths.subscription}>
          Upgrade to Premium
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}

function ShareButton() {
  const [sharing, setSharing] = useState(false);
  const share = async () => {
    setSharing(true);
    try {
      await shareSite();
    } finally {
      setSharing(false);
    }
  };
  return (
    <Button onClick={() => void share()} disabled={sharing} className="w-full sm:w-auto">
      <Share2 aria-hidden="true" />
      Share Datewise
    </Button>
  );
}

/** Viral Features (spec 000 §2.16): placeholder challenges, referrals, content and achievements. */
export function ViralFeaturesPage() {
  const { user } = useUser();
  const premium = isPremiumActive(user);
  if (!user) {
    return (
      <p role="status" className="py-10 text-center text-muted-foreground">
        Loading...
      </p>
    );
  }
  return (
    <div className="space-y-8">
      <PageTitle title="Viral Features" />
      <header className="space-y-4">
        <BackLink to={paths.home}>Back to home</BackLink>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex items-start gap-4">
            <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-brand-gradient text-white shadow-sm sm:flex">
              <Sparkles className="size-6" aria-hidden="true" />
            </span>
            <div className="min-w-0 space-y-1.5">
              <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">Viral Features</h1>
              <p className="max-w-2xl text-muted-foreground">
                Take on dating challenges, invite friends, share your wins and collect achievements along the way.
              </p>
            </div>
          </div>
          <ShareButton />
        </div>
        <PreviewNote />
      </header>

      <StatTiles />

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <WaysToEarn />
        <div className="space-y-6">
          <ViralLeaders firstName={user.firstName ?? ''} />
          <CreatorPromo />
          {!premium && <PremiumPromo />}
        </div>
      </div>
    </div>
  );
}
