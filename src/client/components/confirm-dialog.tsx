import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './ui/button';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  destructive?: boolean;
  /** Keeps the confirm button off until the user has done what the body asks (e.g. typed a word). */
  confirmDisabled?: boolean;
}

/**
 * A modal question on the browser's own `<dialog>`: focus moves in and back,
 * Escape and the backdrop close it, the page behind is inert. No library, so
 * screens that only need a confirmation stay small.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy = false,
  destructive = false,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={() => onOpenChange(false)}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current && !busy) onOpenChange(false);
      }}
      className="m-auto w-full max-w-[calc(100%-2rem)] rounded-xl border border-border bg-card p-0 text-card-foreground shadow-xl backdrop:bg-foreground/50 sm:max-w-lg"
    >
      <div className="grid gap-5 p-6">
        <div className="grid gap-2">
          <h2 id={titleId} className="text-lg font-semibold tracking-tight">
            {title}
          </h2>
          <div id={bodyId} className="text-sm text-muted-foreground">
            {children}
          </div>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)} autoFocus>
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            disabled={busy || confirmDisabled}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
