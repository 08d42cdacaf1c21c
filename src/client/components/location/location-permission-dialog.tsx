import { CalendarHeart, Clock, MapPin } from 'lucide-react';
import { useUser } from '../../lib/auth';
import type { LocationPermissionDialogState } from '../../lib/location/use-location-permission';
import { locationAlsoSetsReset } from '../../lib/reset-copy';
import { ConfirmDialog } from '../confirm-dialog';

const reasons = [
  { icon: CalendarHeart, title: 'Local date ideas', text: 'Plans and places that fit where you are.' },
  { icon: Clock, title: 'Your day', text: 'Your free requests reset at your midnight, not ours.' },
];

/**
 * "Allow Location Access" (spec 000 §2.12, §4): why we ask, before the browser does. Closing it any
 * other way than "Allow Location" counts as "Not Now". On the browser's own dialog, so the dashboard
 * carries no dialog library.
 */
export function LocationPermissionDialog({ open, onAllow, onNotNow, restoreFocus }: LocationPermissionDialogState) {
  // A Premium member has no daily limit: the reset is no reason for them.
  const { user } = useUser();
  const shown = locationAlsoSetsReset(user) ? reasons : reasons.slice(0, 1);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        // "Allow" closes it too (open is already false then): only a close while still open is "Not Now".
        if (next || !open) return;
        onNotNow();
        restoreFocus();
      }}
      title="Allow Location Access"
      cancelLabel="Not Now"
      confirmLabel={
        <>
          <MapPin aria-hidden="true" />
          Allow Location
        </>
      }
      onConfirm={onAllow}
    >
      <div className="space-y-4">
        <p>
          Datewise uses your location for {shown.length === 1 ? 'one thing' : 'two things'}. Your browser asks for
          permission next; you can change it anytime in its site settings.
        </p>
        <ul className="space-y-3">
          {shown.map((reason) => (
            <li key={reason.title} className="flex gap-3 rounded-lg bg-muted p-3 text-foreground">
              <reason.icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span className="text-sm">
                <span className="block font-semibold">{reason.title}</span>
                <span className="text-muted-foreground">{reason.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </ConfirmDialog>
  );
}
