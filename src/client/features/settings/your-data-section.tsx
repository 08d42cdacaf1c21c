import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { isPremiumActive } from '../../../shared/plans';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { logout, useUser } from '../../lib/auth';
import { useNotifyError } from '../../lib/notify-error';
import { deleteAccount, fetchDataExport } from './api/account';
import { DeleteAccountDialog } from './delete-account-dialog';
import { defaultExportFilename, saveFile } from './save-file';

const EXPORT_FAILED_MESSAGE = 'Failed to export your data. Please try again.';
const DELETE_FAILED_MESSAGE = 'Failed to delete your account. Please try again.';

function ExportRow() {
  const notifyError = useNotifyError();
  const exportData = useMutation({
    mutationFn: fetchDataExport,
    onSuccess: ({ blob, filename }) => {
      const name = filename ?? defaultExportFilename();
      saveFile(blob, name);
      toast({ title: 'Export Ready', description: `Your data was saved as ${name}.` });
    },
    onError: (error) => notifyError(error, EXPORT_FAILED_MESSAGE),
  });
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <div className="space-y-1">
        <h3 className="font-sans text-base font-semibold">Export my data</h3>
        <p className="text-sm text-muted-foreground">
          A JSON file of everything stored about you: account, preferences, saved items, settings, usage and payments.
        </p>
      </div>
      <Button
        variant="outline"
        className="shrink-0 sm:w-52"
        onClick={() => exportData.mutate()}
        disabled={exportData.isPending}
      >
        {exportData.isPending ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            Preparing…
          </>
        ) : (
          <>
            <Download aria-hidden="true" />
            Export my data
          </>
        )}
      </Button>
    </li>
  );
}

function DeleteRow() {
  const queryClient = useQueryClient();
  const notifyError = useNotifyError();
  const { user } = useUser();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: deleteAccount,
    // The account is gone: forget everything this browser holds and leave as a visitor.
    onSuccess: () => logout(queryClient),
    onError: (error) => notifyError(error, DELETE_FAILED_MESSAGE),
  });
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <div className="space-y-1">
        <h3 className="font-sans text-base font-semibold text-destructive">Delete my account</h3>
        <p className="text-sm text-muted-foreground">
          Removes your account and all of its data at once. This cannot be undone.
        </p>
      </div>
      <Button variant="destructive" className="shrink-0 sm:w-52" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Delete my account
      </Button>
      <DeleteAccountDialog
        open={open}
        onOpenChange={(next) => {
          if (!remove.isPending) setOpen(next);
        }}
        onConfirm={() => remove.mutate()}
        busy={remove.isPending || remove.isSuccess}
        premiumActive={isPremiumActive(user)}
      />
    </li>
  );
}

/** "Your data" on Privacy & Security: the export download and account deletion. */
export function YourDataSection() {
  return (
    <section aria-labelledby="your-data" className="overflow-hidden rounded-xl border border-border bg-card shadow-md">
      <h2 id="your-data" className="border-b border-border px-5 py-4 text-lg font-semibold tracking-tight sm:px-6">
        Your data
      </h2>
      <ul className="divide-y divide-border">
        <ExportRow />
        <DeleteRow />
      </ul>
    </section>
  );
}
