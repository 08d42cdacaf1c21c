import { Loader2, MapPin } from 'lucide-react';
import type { StoredLocation } from '../../../shared/schemas/account';
import { useUser } from '../../lib/auth';
import { formatDateTime } from '../../lib/format-date';
import { describeMethod } from '../../lib/location/location-notices';
import { useLocationPermission } from '../../lib/location/use-location-permission';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../ui/card';
import { Skeleton } from '../ui/skeleton';
import { LocationPermissionDialog } from './location-permission-dialog';

function DetectedLocation({ location }: { location: StoredLocation }) {
  const place = [location.city, location.country].filter(Boolean).join(', ');
  const rows = [
    { label: 'Country', value: place },
    { label: 'Confidence', value: location.confidence === null ? 'Unknown' : `${location.confidence}%` },
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
            <time dateTime={location.updatedAt}>{formatDateTime(location.updatedAt)}</time>
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
  const location = user?.location;
  return (
    <Card aria-labelledby="location-settings-title" role="region" data-testid="location-settings-card">
      <CardHeader className="grid-cols-[auto_1fr] items-center gap-x-3">
        <span className="row-span-2 flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
          <MapPin className="size-5" aria-hidden="true" />
        </span>
        <CardTitle asChild>
          <h2 id="location-settings-title">Location Settings</h2>
        </CardTitle>
        <CardDescription>For local date ideas, and so your free requests reset at your midnight.</CardDescription>
      </CardHeader>
      <CardContent>
        {!user ? (
          <Skeleton className="h-20 rounded-lg" />
        ) : location?.country ? (
          <DetectedLocation location={location} />
        ) : (
          <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">Not detected yet</p>
        )}
      </CardContent>
      <CardFooter>
        <Button onClick={() => void enable()} disabled={pending || !user} className="w-full sm:w-auto">
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <MapPin aria-hidden="true" />}
          {pending ? 'Detecting location...' : 'Enable Location'}
        </Button>
      </CardFooter>
      <LocationPermissionDialog {...dialog} />
    </Card>
  );
}
