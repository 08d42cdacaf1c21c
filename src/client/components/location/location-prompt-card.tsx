import { CheckCircle2, Loader2, MapPin, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ResolvedLocation } from '../../../shared/schemas/location';
import { useUser } from '../../lib/auth';
import { locationAlsoSetsReset } from '../../lib/reset-copy';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/hydration';
import { PROMPT_CARD_HIDE_DELAY_MS } from '../../lib/location/location-constants';
import { useLocationPermission } from '../../lib/location/use-location-permission';
import { Button } from '../ui/button';
import { LocationPermissionDialog } from './location-permission-dialog';

/**
 * "Maybe later" lasts for the browser session (sessionStorage, per user): the card asks again in a
 * later session, Settings always offers the button, and logout clears it with the rest.
 */
const dismissalKey = (userId: string) => `datewise.location-prompt-dismissed.${userId}`;

function readDismissed(userId: string | undefined): boolean {
  if (!userId) return false;
  try {
    return sessionStorage.getItem(dismissalKey(userId)) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(userId: string): void {
  try {
    sessionStorage.setItem(dismissalKey(userId), '1');
  } catch {
    // Without storage the dismissal lasts as long as the page.
  }
}

/**
 * The dashboard's location prompt (spec 000 §4): shown until the user has a country, coordinates, or
 * dismisses it; after a successful update it says so and hides 2 seconds later.
 */
export function LocationPromptCard({ className }: { className?: string }) {
  const { user } = useUser();
  const [dismissedNow, setDismissedNow] = useState(false);
  const [updated, setUpdated] = useState<ResolvedLocation | null>(null);
  const [hidden, setHidden] = useState(false);
  const { enable, pending, dialog } = useLocationPermission({ onUpdated: setUpdated });

  useEffect(() => {
    if (!updated) return;
    const timer = setTimeout(() => setHidden(true), PROMPT_CARD_HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [updated]);

  // Stored in this tab only: read once the server-rendered screen has hydrated (decision 0046).
  const hydrated = useHydrated();
  const dismissed = dismissedNow || (hydrated && readDismissed(user?.id));
  const needed = !!user && !user.actualCountry && !user.location.hasCoordinates && !dismissed;
  const visible = !hidden && (updated !== null || needed);

  const dismiss = () => {
    if (user) rememberDismissed(user.id);
    setDismissedNow(true);
  };

  return (
    <>
      {visible && (
        <section
          aria-labelledby="location-prompt-title"
          data-testid="location-prompt-card"
          className={cn(
            'relative flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-md sm:flex-row sm:items-center',
            className,
          )}
        >
          <div className="flex min-w-0 flex-1 items-start gap-4 pr-8 sm:items-center sm:pr-0">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
              {updated ? (
                <CheckCircle2 className="size-5.5 text-success" aria-hidden="true" />
              ) : (
                <MapPin className="size-5.5" aria-hidden="true" />
              )}
            </span>
            <div className="min-w-0 flex-1 space-y-1">
              <h2 id="location-prompt-title" className="text-lg font-semibold tracking-tight">
                {updated ? 'Location enabled' : 'Get date ideas near you'}
              </h2>
              <p className="text-sm text-muted-foreground">
                {updated
                  ? `You're set: ${updated.country}. Date ideas now fit where you are.`
                  : `Share your location for local date ideas${locationAlsoSetsReset(user)}.`}
              </p>
            </div>
          </div>
          {!updated && (
            <div className="flex flex-wrap gap-2 sm:pr-10">
              <Button onClick={() => void enable()} disabled={pending}>
                {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <MapPin aria-hidden="true" />}
                {pending ? 'Detecting...' : 'Enable Location'}
              </Button>
              <Button variant="ghost" onClick={dismiss} disabled={pending}>
                Maybe later
              </Button>
            </div>
          )}
          {!updated && (
            <Button
              variant="ghost"
              size="icon"
              aria-label="Close location prompt"
              onClick={dismiss}
              className="absolute top-2 right-2 size-9 text-muted-foreground"
            >
              <XIcon className="size-4.5" aria-hidden="true" />
            </Button>
          )}
        </section>
      )}
      <LocationPermissionDialog {...dialog} />
    </>
  );
}
