import { useQueryClient } from '@tanstack/react-query';
import { Check, Loader2, MapPin, Pencil } from 'lucide-react';
import { useState } from 'react';
import { isLocationCertain } from '../../../shared/account-options';
import type { StoredLocation } from '../../../shared/schemas/account';
import { useUser } from '../../lib/auth';
import { formatDateTime } from '../../lib/format-date';
import { userQueryOptions } from '../../lib/auth';
import { chooseLocation } from '../../lib/location/choose-location';
import { describeGuessSource, describeMethod } from '../../lib/location/location-notices';
import { locationAlsoSetsReset } from '../../lib/reset-copy';
import { useLocationPermission } from '../../lib/location/use-location-permission';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../ui/card';
import { Skeleton } from '../ui/skeleton';
import { toast } from '../ui/use-toast';
import { LocationChooser } from './location-chooser';
import { LocationPermissionDialog } from './location-permission-dialog';
import { LocalTime } from '../local-time';

/**
 * A detection under the certainty threshold (decision 0038), shown as a guess: "Looks like X", with
 * a one-tap confirm and the way to choose.
 */
function LocationGuess({ location, onChoose }: { location: StoredLocation; onChoose: () => void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const place = [location.city, location.country].filter(Boolean).join(', ');
  const confirm = async () => {
    setConfirming(true);
    try {
      await chooseLocation({ countryCode: location.countryCode!, city: location.city });
      await queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey });
      toast({ title: 'Location confirmed', description: place, variant: 'success' });
    } catch (error) {
      toast({
        title: 'Could not confirm your location',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setConfirming(false);
    }
  };
  return (
    <div
      className="space-y-3 rounded-lg border border-dashed border-input bg-muted/50 p-4"
      data-testid="location-guess"
    >
      <p className="font-semibold">Looks like {place}: confirm or choose</p>
      <p className="text-sm text-muted-foreground">
        This is a guess from {describeGuessSource(location.method)}
        {location.confidence !== null && ` (about ${location.confidence}% sure)`}, so it may be wrong. Until you confirm
        it, we do not use it to set when your free requests reset.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={() => void confirm()} disabled={confirming || !location.countryCode}>
          {confirming ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
          Yes, {location.country} is right
        </Button>
        <Button variant="outline" onClick={onChoose} disabled={confirming}>
          Choose country and city
        </Button>
      </div>
    </div>
  );
}

function DetectedLocation({ location }: { location: StoredLocation }) {
  const place = [location.city, location.country].filter(Boolean).join(', ');
  const rows = [
    { label: 'Country', value: place },
    location.method === 'user'
      ? { label: 'Confidence', value: 'Certain' }
      : { label: 'Confidence', value: location.confidence === null ? 'Unknown' : `${location.confidence}%` },
    { label: 'Detection method', value: describeMethod(location.method) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3" data-testid="detected-location">
      {rows.map((row) => (
        <div key={row.label} className="rounded-lg bg-muted px-3 py-2.5 sm:px-4 sm:py-3">
          <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{row.label}</dt>
          <dd className="mt-0.5 font-semibold">{row.value}</dd>
        </div>
      ))}
      {location.updatedAt && (
        <div className="rounded-lg bg-muted px-3 py-2.5 sm:px-4 sm:py-3">
          <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Last updated</dt>
          <dd className="mt-0.5 font-semibold">
            <LocalTime iso={location.updatedAt} format={(iso, timeZone) => formatDateTime(iso, { timeZone })} />
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Settings' Location Settings card (spec 000 §2.12): what was detected, and "Enable Location". */
export function LocationSettingsCard() {
  const { user } = useUser();
  const { enable, pending, dialog } = useLocationPermission();
  const [choosing, setChoosing] = useState(false);
  const location = user?.location;
  const detected = Boolean(location?.country);
  const certain = detected && location !== undefined && isLocationCertain(location);
  return (
    <Card aria-labelledby="location-settings-title" role="region" data-testid="location-settings-card">
      <CardHeader className="grid-cols-[auto_1fr] items-center gap-x-3">
        <span className="row-span-2 flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
          <MapPin className="size-5" aria-hidden="true" />
        </span>
        <CardTitle asChild>
          <h2 id="location-settings-title">Location Settings</h2>
        </CardTitle>
        <CardDescription>For local date ideas{locationAlsoSetsReset(user, ', and so')}.</CardDescription>
      </CardHeader>
      <CardContent>
        {!user ? (
          <Skeleton className="h-20 rounded-lg" />
        ) : choosing ? (
          <LocationChooser
            initialCountry={location?.countryCode ?? null}
            initialCity={location?.city ?? null}
            onDone={() => setChoosing(false)}
            onCancel={() => setChoosing(false)}
          />
        ) : certain && location ? (
          <DetectedLocation location={location} />
        ) : detected && location ? (
          <LocationGuess location={location} onChoose={() => setChoosing(true)} />
        ) : (
          <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">Not detected yet</p>
        )}
      </CardContent>
      {!choosing && (
        <CardFooter className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => void enable()} disabled={pending || !user} className="w-full sm:w-auto">
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <MapPin aria-hidden="true" />}
            {pending ? 'Detecting location...' : 'Enable Location'}
          </Button>
          {user && (certain || !detected) && (
            <Button variant="outline" onClick={() => setChoosing(true)} className="w-full sm:w-auto">
              <Pencil aria-hidden="true" />
              {certain ? 'Change location' : 'Choose country and city'}
            </Button>
          )}
        </CardFooter>
      )}
      <LocationPermissionDialog {...dialog} />
    </Card>
  );
}
