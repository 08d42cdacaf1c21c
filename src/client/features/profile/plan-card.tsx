import { Coins, Crown, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { creditPackLabel, formatPrice, isPremiumActive, plans, premiumPriceLabel } from '../../../shared/plans';
import { countOf } from '../../../shared/plural';
import { paths } from '../../../shared/routes';
import type { User } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import { formatShortDate } from '../../lib/format-date';
import { cn } from '../../lib/cn';
import { LocalTime } from '../../components/local-time';

type PlanUser = Pick<User, 'isSubscribed' | 'subscriptionEndDate' | 'credits' | 'dailyUsage' | 'dailyLimit'>;

type PlanState =
  | { kind: 'premium'; title: string; detail: string; until: string | null }
  | { kind: 'credits'; title: string; detail: string; price: string; action: string }
  | { kind: 'free'; title: string; detail: string; used: number; limit: number; action: string };

/** The three states of the Profile plan card (spec 000 §2.10), with prices from the one plans module. */
export function describePlan(user: PlanUser, now: Date = new Date()): PlanState {
  if (isPremiumActive(user, now)) {
    return {
      kind: 'premium',
      title: 'Premium Weekly Subscription',
      detail: `${premiumPriceLabel} - Unlimited AI access`,
      until: user.subscriptionEndDate,
    };
  }
  if (user.credits > 0) {
    return {
      kind: 'credits',
      title: 'Credits Available',
      detail: `${countOf(user.credits, 'credit')} remaining`,
      price: `${formatPrice(plans.credits.priceCents)} for ${plans.credits.packSize} credits`,
      action: 'Buy More',
    };
  }
  const limit = user.dailyLimit > 0 ? user.dailyLimit : plans.free.dailyRequests;
  const used = Math.min(Math.max(0, user.dailyUsage), limit);
  return {
    kind: 'free',
    title: 'Free Plan',
    detail: `${used}/${limit} daily requests used`,
    used,
    limit,
    action: 'Upgrade',
  };
}

const icons = { premium: Crown, credits: Coins, free: Sparkles } as const;

export function PlanCard({ user, className }: { user: PlanUser; className?: string }) {
  const plan = describePlan(user);
  const Icon = icons[plan.kind];
  const premium = plan.kind === 'premium';
  return (
    <section
      aria-labelledby="plan-card-title"
      data-testid="plan-card"
      data-plan={plan.kind}
      className={cn(
        'flex flex-col gap-4 rounded-xl p-6 shadow-md',
        premium ? 'bg-brand-deep text-white' : 'border border-border bg-card',
        className,
      )}
    >
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-lg',
            premium ? 'bg-white/15 text-white' : 'bg-secondary text-secondary-foreground',
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p
            className={cn(
              'text-xs font-semibold tracking-wide uppercase',
              premium ? 'text-white/85' : 'text-muted-foreground',
            )}
          >
            Your plan
          </p>
          <h2 id="plan-card-title" className={cn('text-lg font-semibold', premium && 'text-white')}>
            {plan.title}
          </h2>
        </div>
      </div>

      {plan.kind === 'premium' && (
        <>
          <p className="font-display text-2xl font-semibold">{plan.detail}</p>
          {plan.until && (
            <p className="text-sm text-white/85">
              Premium until <LocalTime iso={plan.until} format={formatShortDate} />
            </p>
          )}
        </>
      )}

      {plan.kind === 'credits' && (
        <>
          <p className="font-display text-2xl font-semibold">{plan.detail}</p>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">{plan.price}</p>
            <Button asChild>
              <Link to={paths.subscription}>{plan.action}</Link>
            </Button>
          </div>
        </>
      )}

      {plan.kind === 'free' && (
        <>
          <p className="font-display text-2xl font-semibold">{plan.detail}</p>
          <Progress value={(plan.used / plan.limit) * 100} label="Daily requests used" />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">
              Resets at midnight. Premium is {premiumPriceLabel}, or {creditPackLabel}.
            </p>
            <Button asChild>
              <Link to={paths.subscription}>{plan.action}</Link>
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
