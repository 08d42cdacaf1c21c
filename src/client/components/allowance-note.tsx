import { Crown, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { isPremiumActive, plans } from '../../shared/plans';
import { paths } from '../../shared/routes';
import type { User } from '../../shared/schemas/auth';
import { useUser } from '../lib/auth';
import { cn } from '../lib/cn';

type AllowanceUser = Pick<User, 'isSubscribed' | 'subscriptionEndDate' | 'credits' | 'dailyUsage' | 'dailyLimit'>;

interface Allowance {
  kind: 'premium' | 'free' | 'credits' | 'none';
  text: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * What the next AI request will use, in words (DESIGN.md metering order):
 * Premium is unlimited, then the free daily allowance, then one credit.
 */
export function describeAllowance(user: AllowanceUser, now: Date = new Date()): Allowance {
  if (isPremiumActive(user, now)) return { kind: 'premium', text: 'Unlimited with Premium' };
  const limit = user.dailyLimit > 0 ? user.dailyLimit : plans.free.dailyRequests;
  const freeLeft = Math.max(0, limit - user.dailyUsage);
  const credits = Math.max(0, user.credits);
  if (freeLeft > 0) {
    const then = credits > 0 ? `, then ${plural(credits, 'credit')}` : '';
    return { kind: 'free', text: `${freeLeft} of ${limit} free requests left today${then}` };
  }
  if (credits > 0) return { kind: 'credits', text: `${plural(credits, 'credit')} left (1 per request)` };
  return { kind: 'none', text: 'No free requests left today' };
}

/** The allowance line shown beside an AI tool's button; with nothing left it links to the plans. */
export function AllowanceNote({ className }: { className?: string }) {
  const { user } = useUser();
  if (!user) return null;
  const allowance = describeAllowance(user);
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
