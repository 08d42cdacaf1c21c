import { Coins, Crown, Sparkles } from 'lucide-react';
import { isPremiumActive, plans } from '../../../shared/plans';
import { countOf } from '../../../shared/plural';
import type { User } from '../../../shared/schemas/auth';
import { Progress } from '../../components/ui/progress';
import { cn } from '../../lib/cn';

type MeterUser = Pick<
  User,
  'isSubscribed' | 'subscriptionEndDate' | 'credits' | 'dailyUsage' | 'dailyLimit' | 'dailyTipsUsed' | 'dailyTipLimit'
>;

/** "4 of 5 free category tips left today" (decision 0040); null for Premium, where nothing is counted. */
export function freeTipsLeft(user: MeterUser, now: Date = new Date()): string | null {
  if (isPremiumActive(user, now)) return null;
  const limit = user.dailyTipLimit > 0 ? user.dailyTipLimit : plans.free.dailyTips;
  const left = Math.max(0, limit - Math.max(0, user.dailyTipsUsed));
  return left > 0
    ? `${left} of ${limit} free category tips left today`
    : `Today's ${limit} free category tips are used: a tip now counts as a request`;
}

type Usage =
  | { kind: 'premium'; label: string }
  | { kind: 'credits'; label: string; detail: string }
  | { kind: 'free'; label: string; used: number; limit: number; percent: number };

/**
 * The dashboard's meter (spec 000 §2.3, §9): Premium is unlimited; a credit
 * holder sees the credits; a free user sees used/3 for today.
 */
export function describeUsage(user: MeterUser, now: Date = new Date()): Usage {
  if (isPremiumActive(user, now)) return { kind: 'premium', label: 'Unlimited AI requests' };
  const limit = user.dailyLimit > 0 ? user.dailyLimit : plans.free.dailyRequests;
  const used = Math.min(Math.max(0, user.dailyUsage), limit);
  if (user.credits > 0) {
    const freeLeft = limit - used;
    return {
      kind: 'credits',
      label: countOf(user.credits, 'credit'),
      detail:
        freeLeft > 0
          ? `${countOf(freeLeft, 'free request')} left today, then 1 credit per request`
          : '1 credit per AI request, no expiry',
    };
  }
  return {
    kind: 'free',
    label: `${used}/${countOf(limit, 'free request')} used today`,
    used,
    limit,
    percent: (used / limit) * 100,
  };
}

const headings = { premium: 'Premium', credits: 'Credits', free: 'Free plan' } as const;
const icons = { premium: Crown, credits: Coins, free: Sparkles } as const;

export function UsageMeter({ user, className }: { user: MeterUser; className?: string }) {
  const usage = describeUsage(user);
  const tips = freeTipsLeft(user);
  const Icon = icons[usage.kind];
  return (
    <section
      aria-labelledby="usage-meter-title"
      data-testid="usage-meter"
      className={cn('flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-md', className)}
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h2
          id="usage-meter-title"
          className="font-sans text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {headings[usage.kind]}
        </h2>
      </div>
      <p className="font-display text-2xl leading-tight font-semibold">{usage.label}</p>
      {usage.kind === 'free' && (
        <>
          <Progress value={usage.percent} label="Free requests used today" />
          <p className="text-sm text-muted-foreground">
            {usage.used >= usage.limit ? 'Your free requests come back at midnight.' : 'Resets at midnight.'}
          </p>
        </>
      )}
      {usage.kind === 'credits' && <p className="text-sm text-muted-foreground">{usage.detail}</p>}
      {tips && (
        <p className="text-sm text-muted-foreground" data-testid="free-tips-left">
          {tips}
        </p>
      )}
      {usage.kind === 'premium' && <p className="text-sm text-muted-foreground">No ads, no daily limit.</p>}
    </section>
  );
}
