import { AlertTriangle, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { DELETE_ACCOUNT_CONFIRMATION } from '../../../shared/account-options';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

/** Typing the word exactly (surrounding spaces aside) is what confirms. */
function isDeleteConfirmed(typed: string): boolean {
  return typed.trim() === DELETE_ACCOUNT_CONFIRMATION;
}

/**
 * "Delete my account": the confirm button stays off until the user types
 * DELETE. An active Premium member is told what happens to it: the server
 * stops the renewal before deleting, and paid days end with the account.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  onConfirm,
  busy,
  premiumActive,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
  premiumActive: boolean;
}) {
  const [typed, setTyped] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const confirmed = isDeleteConfirmed(typed);

  // Runs after the dialog has opened (children's effects first): start where the typing is.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = (next: boolean) => {
    if (!next) setTyped('');
    onOpenChange(next);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title="Delete your account?"
      cancelLabel="Cancel"
      destructive
      busy={busy}
      confirmDisabled={!confirmed}
      onConfirm={() => {
        if (confirmed) onConfirm();
      }}
      confirmLabel={
        busy ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            Deleting…
          </>
        ) : (
          'Delete my account'
        )
      }
    >
      <div className="space-y-3">
        <p>
          Your profile, photo, preferences, saved items, settings, credits and history are all removed at once, and you
          are signed out. This cannot be undone.
        </p>
        {premiumActive && (
          <p
            className="flex items-start gap-2 rounded-lg bg-destructive-soft p-3 font-medium text-destructive-soft-foreground"
            data-testid="premium-renewal-warning"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Your Premium ends with your account. We stop its renewal first, so you will not be charged again; the days
              already paid for are not refunded.
            </span>
          </p>
        )}
        <form
          className="space-y-2 pt-1"
          onSubmit={(event) => {
            event.preventDefault();
            if (confirmed && !busy) onConfirm();
          }}
        >
          <Label htmlFor={inputId} className="text-foreground">
            Type {DELETE_ACCOUNT_CONFIRMATION} to confirm
          </Label>
          <Input
            ref={inputRef}
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            disabled={busy}
          />
        </form>
      </div>
    </ConfirmDialog>
  );
}
