import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isPremiumActive } from '../../../shared/plans';
import { useUser } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { useClientConfig } from '../../lib/client-config';
import { loadAdScript, requestAdFill } from './ad-script';
import { pickHousePromo } from './house-promos';

/** The house ad never shows before this (spec 000 §9), so a quick network ad is not flashed over. */
export const HOUSE_AD_DELAY_MS = 500;
/** A network slot that has not filled by then counts as unfilled. */
export const AD_FILL_TIMEOUT_MS = 5000;

/** The same height for the reserved space, the network slot and the house ad: the page does not jump. */
const slotHeight = 'min-h-36';

/**
 * A region's name; with several ads on a page each gets its number, so no two
 * regions share a name (axe landmark-unique).
 */
const withOrdinal = (label: string, ordinal: number | undefined) => (ordinal ? `${label} (ad ${ordinal})` : label);

/**
 * Our own promotion, the fallback whenever no network ad is shown. It points at something free and useful (a guide,
 * a feature, the analyzer to share), never at Premium: the dashboard's Premium card is the one upsell a free user
 * sees (issue 18). Which one is shown: see pickHousePromo.
 */
function HouseAd({ placement, className, ordinal }: { placement?: string; className?: string; ordinal?: number }) {
  const promo = pickHousePromo(placement ?? '', ordinal);
  return (
    <section
      aria-label={withOrdinal(`From Datewise: ${promo.title}`, ordinal)}
      data-placement={placement}
      data-promo={promo.id}
      data-testid="house-ad"
      className={cn(
        slotHeight,
        'relative flex flex-col justify-center gap-3 overflow-hidden rounded-xl border border-border bg-card p-5 shadow-sm sm:flex-row sm:items-center sm:gap-5',
        className,
      )}
    >
      <span className="absolute top-3 right-3 rounded-full border border-input px-2 py-0.5 text-[11px] font-semibold tracking-wide text-muted-foreground uppercase">
        {promo.label}
      </span>
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-gradient text-white">
        <promo.icon className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 space-y-1 pr-16 sm:pr-20">
        <p className="font-display text-lg leading-tight font-semibold">{promo.title}</p>
        <p className="text-sm text-muted-foreground">{promo.text}</p>
      </div>
      <Link
        to={promo.to}
        reloadDocument={promo.publicPage}
        className="inline-flex h-9 w-fit shrink-0 items-center justify-center rounded-md bg-primary px-3.5 text-sm font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {promo.action}
      </Link>
    </section>
  );
}

function NetworkSlot({
  clientId,
  placement,
  onUnfilled,
  ordinal,
}: {
  clientId: string;
  placement: string;
  onUnfilled: () => void;
  ordinal?: number;
}) {
  const ref = useRef<HTMLModElement>(null);
  useEffect(() => {
    const ins = ref.current;
    if (!ins) return;
    // The network marks an ins it has taken; asking twice for the same one (Strict Mode) is an error.
    if (!ins.hasAttribute('data-adsbygoogle-status')) {
      try {
        requestAdFill();
      } catch {
        onUnfilled();
        return;
      }
    }
    const check = () => {
      if (ins.getAttribute('data-ad-status') === 'unfilled') onUnfilled();
    };
    const observer = new MutationObserver(check);
    observer.observe(ins, { attributes: true, attributeFilter: ['data-ad-status'] });
    const timer = window.setTimeout(() => {
      if (ins.getAttribute('data-ad-status') !== 'filled') onUnfilled();
    }, AD_FILL_TIMEOUT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [onUnfilled]);
  return (
    <section aria-label={withOrdinal('Advertisement', ordinal)} className={slotHeight}>
      <ins
        ref={ref}
        className={cn('adsbygoogle block', slotHeight)}
        data-ad-client={clientId}
        data-ad-format="auto"
        data-full-width-responsive="true"
        data-placement={placement}
      />
    </section>
  );
}

function AdSlotForNonSubscriber({ placement, className, ordinal }: AdSlotProps) {
  const config = useClientConfig();
  const clientId = config.data?.adsenseClient || null;
  const configKnown = config.isSuccess || config.isError;
  const [networkFailed, setNetworkFailed] = useState(false);
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setDelayPassed(true), HOUSE_AD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!clientId) return;
    let active = true;
    loadAdScript(clientId).catch(() => {
      if (active) setNetworkFailed(true);
    });
    return () => {
      active = false;
    };
  }, [clientId]);

  const onUnfilled = useCallback(() => setNetworkFailed(true), []);

  const wantsHouseAd = configKnown && (!clientId || networkFailed);
  if (wantsHouseAd && delayPassed) return <HouseAd placement={placement} className={className} ordinal={ordinal} />;
  if (clientId && !networkFailed) {
    return (
      <div className={className}>
        <NetworkSlot clientId={clientId} placement={placement} onUnfilled={onUnfilled} ordinal={ordinal} />
      </div>
    );
  }
  // Space kept for the ad while the configuration loads or the house ad's delay runs.
  return <div aria-hidden="true" data-testid="ad-placeholder" className={cn(slotHeight, className)} />;
}

/**
 * An ad for non-subscribers (spec 000 §1, §8, §9): the ad network's banner when it
 * is configured and fills, otherwise our house ad, which appears after 500 ms.
 * Premium users see nothing.
 */
export function AdSlot({ placement, className, ordinal }: AdSlotProps) {
  const { user } = useUser();
  if (isPremiumActive(user)) return null;
  return <AdSlotForNonSubscriber placement={placement} className={className} ordinal={ordinal} />;
}

interface AdSlotProps {
  placement: string;
  className?: string;
  /** With several ads on one page (Date Ideas): this one's number, 1-based, for a unique region name. */
  ordinal?: number;
}
