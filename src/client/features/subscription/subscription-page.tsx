import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BadgeCheck,
  Check,
  Coins,
  Crown,
  Infinity as InfinityIcon,
  Loader2,
  RefreshCw,
  ShieldOff,
  Sparkles,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatPrice, isPremiumActive, plans } from '../../../shared/plans';
import { freePlanIncludes, premiumBenefits } from '../../../shared/premium-offer';
import { PageTitle } from '../../components/page-title';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api-client';
import { formatShortDate } from '../../lib/format-date';
import { useUser } from '../../lib/auth';
import { cancelSubscription, refreshBilling, resumeSubscription, useBillingHistory } from './api/billing';
import { BillingHistorySection } from './billing-history';
import { usePaymentReturn } from './payment-return';
import { usePayments } from './use-payments';
import { LocalTime } from '../../components/local-time';

const premiumFeatures = premiumBenefits.map((benefit) => benefit.title);
/** "Why Choose Premium?": the same benefits, explained, one icon each in the list's order. */
const reasonIcons = [InfinityIcon, ShieldOff, Coins, RefreshCw];

function FeatureList({ items, inverted = false }: { items: readonly string[]; inverted?: boolean }) {
  return (
    <ul className="space-y-2 text-sm">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check className={`mt-0.5 size-4 shrink-0 ${inverted ? 'text-white' : 'text-success'}`} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}

function Price({ cents, suffix, inverted = false }: { cents: number; suffix: string; inverted?: boolean }) {
  return (
    <p>
      <span className="font-display text-4xl font-semibold">{formatPrice(cents)}</span>
      <span className={inverted ? 'text-white/85' : 'text-muted-foreground'}>{suffix}</span>
    </p>
  );
}

function PlanCard({
  id,
  title,
  badge,
  className,
  testId,
  children,
}: {
  id: string;
  title: ReactNode;
  badge: ReactNode;
  className: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <article aria-labelledby={id} data-testid={testId} className={`flex flex-col gap-5 rounded-xl p-6 ${className}`}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
          {title}
        </h2>
        {badge}
      </div>
      {children}
    </article>
  );
}

function ProcessingLabel({ active, idle }: { active: boolean; idle: string }) {
  return active ? (
    <>
      <Loader2 className="animate-spin" aria-hidden="true" />
      Processing...
    </>
  ) : (
    idle
  );
}

function CancelRenewal({ endDate }: { endDate: string | null }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const until = endDate ? formatShortDate(endDate) : 'the end of the paid week';
  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => {
      setOpen(false);
      toast({
        title: 'Renewal Cancelled',
        description: `Premium stays on until ${until}. You won't be charged again.`,
      });
    },
    onError: (error) =>
      toast({
        title: 'Could Not Cancel',
        description: error instanceof ApiError ? error.message : 'Please check your connection and try again.',
        variant: 'destructive',
      }),
    onSettled: () => refreshBilling(queryClient),
  });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="border-white/40 bg-transparent text-white hover:border-white/60 hover:bg-success-hover"
        onClick={() => setOpen(true)}
      >
        Cancel renewal
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel your Premium renewal?"
        cancelLabel="Keep Premium"
        confirmLabel={<ProcessingLabel active={cancel.isPending} idle="Cancel renewal" />}
        onConfirm={() => cancel.mutate()}
        busy={cancel.isPending}
        destructive
      >
        Premium stays on until {until}, and you won't be charged again. Changed your mind later? You can resume it here
        before then.
      </ConfirmDialog>
    </>
  );
}

/** Turns renewal back on before the paid week ends (decision 0041): nothing is charged until then. */
function ResumeRenewal({ endDate }: { endDate: string | null }) {
  const queryClient = useQueryClient();
  const resume = useMutation({
    mutationFn: resumeSubscription,
    onSuccess: () =>
      toast({
        title: 'Renewal Back On',
        description: endDate
          ? `Premium renews on ${formatShortDate(endDate)}. Nothing is charged before then.`
          : 'Premium renews at the end of the paid week. Nothing is charged before then.',
      }),
    onError: (error) =>
      toast({
        title: 'Could Not Resume',
        description: error instanceof ApiError ? error.message : 'Please check your connection and try again.',
        variant: 'destructive',
      }),
    onSettled: () => refreshBilling(queryClient),
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={resume.isPending}
      onClick={() => resume.mutate()}
      className="shrink-0"
    >
      <ProcessingLabel active={resume.isPending} idle="Resume renewal" />
    </Button>
  );
}

function PremiumBanner({ endDate }: { endDate: string | null }) {
  const { data } = useBillingHistory();
  const renews = data?.subscription?.renews ?? false;
  const resumable = data?.subscription?.resumable ?? false;
  return (
    <section
      role="status"
      data-testid="premium-banner"
      className="flex flex-col gap-4 rounded-xl bg-success p-5 text-success-foreground shadow-md sm:flex-row sm:items-center"
    >
      <BadgeCheck className="size-8 shrink-0" aria-hidden="true" />
      <div className="flex-1 space-y-1">
        <p className="text-lg font-semibold">You're already a Premium member!</p>
        <p className="text-sm text-white/90">
          {endDate && (
            <>
              Premium until <LocalTime iso={endDate} format={formatShortDate} />.{' '}
            </>
          )}
          {renews
            ? 'Renews automatically every week.'
            : resumable
              ? 'Renewal is off: it ends on that date unless you resume it.'
              : 'Renewal is off: it ends on that date.'}
        </p>
      </div>
      {renews && <CancelRenewal endDate={endDate} />}
      {!renews && resumable && <ResumeRenewal endDate={endDate} />}
    </section>
  );
}

/** Upgrade to Premium (spec 000 §2.9): plans, credits, the Premium banner, and the billing history. */
export function SubscriptionPage() {
  const { user } = useUser();
  const payments = usePayments();
  usePaymentReturn();
  const premium = isPremiumActive(user);
  const offline = !payments.available;

  return (
    <div className="space-y-10">
      <PageTitle title={premium ? 'Your Premium Plan' : 'Upgrade to Premium'} />
      <header className="space-y-2">
        <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
          {premium ? 'Your Premium Plan' : 'Upgrade to Premium'}
        </h1>
        <p className="max-w-2xl text-muted-foreground">
          {premium
            ? 'Your plan, its renewal and your billing history.'
            : 'Every tool and the full profile analysis are free. Premium takes away the daily limit and the ads; credits are there for the days you need a few more.'}
        </p>
        {payments.mode === 'sandbox' && (
          <p className="w-fit rounded-full border border-border bg-muted px-3 py-1 text-xs font-semibold text-foreground">
            Test mode: payments use the built-in sandbox. No real money moves.
          </p>
        )}
        {payments.mode === 'disabled' && (
          <p className="text-sm text-destructive">Payments are not available right now. Please try again later.</p>
        )}
      </header>

      {!user ? (
        <Skeleton className="h-96 rounded-xl" />
      ) : (
        <>
          {premium && <PremiumBanner endDate={user.subscriptionEndDate} />}
          <Tabs defaultValue="premium">
            <TabsList aria-label="Plans" className="w-full sm:w-fit">
              <TabsTrigger value="premium">Premium Subscription</TabsTrigger>
              <TabsTrigger value="credits">Buy Credits</TabsTrigger>
            </TabsList>

            <TabsContent value="premium">
              <div className="grid gap-5 md:grid-cols-2">
                <PlanCard
                  id="free-plan-title"
                  title="Free"
                  badge={!premium && <Badge variant="secondary">Current Plan</Badge>}
                  className="border border-border bg-card shadow-sm"
                >
                  <Price cents={0} suffix="/week" />
                  <FeatureList items={freePlanIncludes} />
                </PlanCard>

                <PlanCard
                  id="premium-plan-title"
                  testId="premium-plan"
                  title={
                    <>
                      <Crown className="size-5" aria-hidden="true" /> Premium
                    </>
                  }
                  badge={
                    <Badge className="border-transparent bg-white text-primary">
                      {premium ? 'Current Plan' : 'Most Popular'}
                    </Badge>
                  }
                  className="bg-brand-deep text-white shadow-lg [&_h2]:text-white"
                >
                  <Price cents={plans.premium.priceCents} suffix={`/${plans.premium.period}`} inverted />
                  <FeatureList items={premiumFeatures} inverted />
                  <Button
                    variant="secondary"
                    size="lg"
                    className="mt-auto w-full"
                    disabled={premium || payments.processing !== null || offline}
                    onClick={() => void payments.subscribe()}
                  >
                    {premium ? (
                      'Already Subscribed'
                    ) : (
                      <ProcessingLabel active={payments.processing === 'subscription'} idle="Subscribe Now" />
                    )}
                  </Button>
                  {!premium && (
                    <p className="text-center text-xs text-white/80">
                      Renews weekly. Cancel any time: Premium lasts to the end of the week you paid for.
                    </p>
                  )}
                </PlanCard>
              </div>
            </TabsContent>

            <TabsContent value="credits">
              {premium ? (
                <article
                  className="flex flex-col gap-3 rounded-xl border border-border bg-card p-6 shadow-sm"
                  data-testid="credits-premium-note"
                >
                  <h2 className="flex items-center gap-2 text-xl font-semibold">
                    <InfinityIcon className="size-5 text-primary" aria-hidden="true" /> You don't need credits
                  </h2>
                  <p className="text-muted-foreground">
                    Premium already gives you unlimited AI requests. Credits you bought earlier stay on your account for
                    later: {user.credits} left.
                  </p>
                </article>
              ) : (
                <PlanCard
                  id="credits-pack-title"
                  testId="credits-pack"
                  title={
                    <>
                      <Sparkles className="size-5 text-primary" aria-hidden="true" /> {plans.credits.packSize} credits
                    </>
                  }
                  badge={<Badge variant="success">No expiry</Badge>}
                  className="max-w-xl border border-border bg-card shadow-sm"
                >
                  <Price cents={plans.credits.priceCents} suffix=" once" />
                  <FeatureList
                    items={[
                      `${plans.credits.creditsPerRequest} credit per AI request, after your free ones`,
                      'Credits never expire',
                      'No subscription',
                    ]}
                  />
                  <p className="rounded-lg bg-muted px-4 py-3 text-sm">
                    Current balance: <strong data-testid="credit-balance">{user.credits}</strong>{' '}
                    {user.credits === 1 ? 'credit' : 'credits'}
                  </p>
                  <Button
                    size="lg"
                    className="w-full"
                    disabled={payments.processing !== null || offline}
                    onClick={() => void payments.buyCredits()}
                  >
                    <ProcessingLabel
                      active={payments.processing === 'credits'}
                      idle={`Buy ${plans.credits.packSize} Credits for ${formatPrice(plans.credits.priceCents)}`}
                    />
                  </Button>
                </PlanCard>
              )}
            </TabsContent>
          </Tabs>
        </>
      )}

      {!premium && (
        <section aria-labelledby="why-premium-title" className="space-y-4">
          <h2 id="why-premium-title" className="text-2xl font-semibold tracking-tight">
            Why Choose Premium?
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {premiumBenefits.map(({ title, detail }, index) => {
              const Icon = reasonIcons[index] ?? Sparkles;
              return (
                <article key={title} className="space-y-2 rounded-xl border border-border bg-card p-5 shadow-sm">
                  <Icon className="size-6 text-primary" aria-hidden="true" />
                  <h3 className="font-semibold">{title}</h3>
                  <p className="text-sm text-muted-foreground">{detail}</p>
                </article>
              );
            })}
          </div>
        </section>
      )}

      {user && <BillingHistorySection />}
    </div>
  );
}
