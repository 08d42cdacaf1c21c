import { CalendarHeart, Clock, MapPin } from 'lucide-react';
import type { LocationPermissionDialogState } from '../../lib/location/use-location-permission';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog';

const reasons = [
  { icon: CalendarHeart, title: 'Local date ideas', text: 'Plans and places that fit where you are.' },
  { icon: Clock, title: 'Your day', text: 'Your free requests reset at your midnight, not ours.' },
];

/**
 * "Allow Location Access" (spec 000 §2.12, §4): why we ask, before the browser does. Closing it any
 * other way than "Allow Location" counts as "Not Now".
 */
export function LocationPermissionDialog({ open, onAllow, onNotNow, restoreFocus }: LocationPermissionDialogState) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onNotNow()}>
      <DialogContent
        showCloseButton={false}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          restoreFocus();
        }}
      >
        <DialogHeader className="items-center pr-0 sm:items-start">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <MapPin className="size-6" aria-hidden="true" />
          </span>
          <DialogTitle>Allow Location Access</DialogTitle>
          <DialogDescription>
            Datewise uses your location for two things. Your browser asks for permission next; you can change it anytime
            in its site settings.
          </DialogDescription>
        </DialogHeader>
        <ul className="space-y-3">
          {reasons.map((reason) => (
            <li key={reason.title} className="flex gap-3 rounded-lg bg-muted p-3">
              <reason.icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span className="text-sm">
                <span className="block font-semibold">{reason.title}</span>
                <span className="text-muted-foreground">{reason.text}</span>
              </span>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={onNotNow}>
            Not Now
          </Button>
          <Button onClick={onAllow}>
            <MapPin aria-hidden="true" />
            Allow Location
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
