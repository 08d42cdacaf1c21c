import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { User } from '../../../shared/schemas/auth';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { userQueryOptions } from '../../lib/auth';
import { useInlineError } from '../../lib/notify-error';
import { removeProfileImage } from './api/account-details';

export const REMOVE_PHOTO_FAILED = 'We could not remove your photo. Check your connection and try again.';

/** "Remove photo", asked first: the stored photo is deleted and the initials show again. */
export function RemovePhoto({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useMutation({ mutationFn: removeProfileImage });
  const inlineError = useInlineError();

  if (!user.profileImageUrl) return null;

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setProblem(null);
    setOpen(next);
  };

  const onConfirm = () => {
    if (remove.isPending) return;
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        queryClient.setQueryData(userQueryOptions.queryKey, (current) =>
          current ? { ...current, profileImageUrl: null } : current,
        );
        void queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey });
        setOpen(false);
        toast({ title: 'Photo removed', description: 'Your initials show in its place.', variant: 'success' });
      },
      onError: (error) => setProblem(inlineError(error, REMOVE_PHOTO_FAILED)),
    });
  };

  return (
    <>
      <Button variant="outline" onClick={() => onOpenChange(true)}>
        <Trash2 aria-hidden="true" />
        Remove photo
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Remove your photo?"
        cancelLabel="Keep it"
        destructive
        busy={remove.isPending}
        onConfirm={onConfirm}
        confirmLabel={
          remove.isPending ? (
            <>
              <LoaderCircle className="animate-spin" aria-hidden="true" />
              Removing...
            </>
          ) : (
            'Remove photo'
          )
        }
      >
        <div className="space-y-3">
          <p>We delete it from Datewise, and your initials show instead. You can add a new photo any time.</p>
          {problem && (
            <p role="alert" className="font-medium text-destructive">
              {problem}
            </p>
          )}
        </div>
      </ConfirmDialog>
    </>
  );
}
