import { Crown, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { isPremiumActive, plans } from '../../shared/plans';
import { countOf } from '../../shared/plural';
import { paths } from '../../shared/routes';
import type { User } from '../../shared/schemas/auth';
import { useUser } from '../lib/auth';
import { cn } from '../lib/cn';

type AllowanceUser = Pick<
  User,
  'isSubscribed' | 'subscriptionEndDate' | 'credits' | 'dailyUsage' | 'dailyLimit' | 'dailyTipsUsed' | 'dailyTipLimit'
>;

interface Allowance {
  kind: 'premium' | 'free' | 'credits' | 'none';
  text: string;
}

/**
 * What the next AI request will use, in words (DESIGN.md metering order):
 * Premium is unlimited, then the free daily allowance, then one credit.
 */
export function describeAllowance(
  user: AllowanceUser,
  now: Date = new Date(),
  /** Category tips: their own free allowance comes first (decision 0040). */
  tool: 'request' | 'tip' = 'request',
): Allowance {
  if (isPremiumActive(user, now)) return { kind: 'premium', text: 'Unlimited with Premium' };
  if (tool === 'tip') {
    const tipLimit = user.dailyTipLimit > 0 ? user.dailyTipLimit : plans.free.dailyTips;
    const tipsLeft = Math.max(0, tipLimit - user.dailyTipsUsed);
    if (tipsLeft > 0)
      return { kind: 'free', text: `${tipsLeft} of ${tipLimit} free tips left today, without using your requests` };
  }
  const limit = user.dailyLimit > 0 ? user.dailyLimit : plans.free.dailyRequests;
  const freeLeft = Math.max(0, limit - user.dailyUsage);
  const credits = Math.max(0, user.credits);
  if (freeLeft > 0) {
    const then = credits > 0 ? `, then ${countOf(credits, 'credit')}` : '';
    return { kind: 'free', text: `${freeLeft} of ${countOf(limit, 'free request')} left today${then}` };
  }
  if (credits > 0) return { kind: 'credits', text: `${countOf(credits, 'credit')} left (1 per request)` };
  return { kind: 'none', text: 'No free requests left today' };
}

/** The allowance line shown beside an AI tool's button; with nothing left it links to the plans. */
export function AllowanceNote({ className, tool }: { className?: string; tool?: 'request' | 'tip' }) {
  const { user } = useUser();
  if (!user) return null;
  const allowance = describeAllowance(user, new Date(), tool);
  const Icon = allowance.kind === 'premium' ? Crown : Sparkles;
  return (
    <p
      data-testid="allowance-note"
      className={cn('flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted-foreground', className)}
    >
      <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>{allowance.text}</span>
      {allowance.kind === 'none' && (
        <Link to={paths.subscription} className="font-semibold text-primary underline-offset-4 hover:underline">
          Get more
        </Link>
      )}
    </p>
  );
}
