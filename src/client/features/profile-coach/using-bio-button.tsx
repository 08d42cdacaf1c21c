import { Check, History } from 'lucide-react';
import type { ProfileVersion } from '../../../shared/schemas/progress';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { cn } from '../../lib/cn';
import { useNotifyError } from '../../lib/notify-error';
import { useSaveProfileVersion } from '../../lib/progress';

/**
 * "I'm using this bio now": keeps a dated version with its score for Progress (issue 19). Once per bio shown; the one
 * action that adopts the improved bio (decision 0054).
 */
export function UsingBioButton({
  bio,
  source,
  label,
  className,
  before,
  onKept,
}: {
  bio: string;
  source: ProfileVersion['source'];
  label: string;
  className?: string;
  /** Checked first (the bio's gaps are filled in); false stops the click. */
  before?: () => boolean;
  /** The score Progress kept, so the screen can show the same number. */
  onKept?: (score: number) => void;
}) {
  const save = useSaveProfileVersion();
  const notifyError = useNotifyError();
  const done = save.isSuccess;
  const onClick = () => {
    if (done || save.isPending || (before && !before())) return;
    save.mutate(
      { bio, source },
      {
        onSuccess: (version) => {
          onKept?.(version.score);
          toast({
            title: 'Kept on Progress',
            description: `This version scores ${version.score}/10 by the published rubric.`,
            variant: 'success',
          });
        },
        onError: (error) => notifyError(error, 'Could not keep this version. Please try again.'),
      },
    );
  };
  return (
    <Button
      variant="outline"
      onClick={onClick}
      aria-disabled={done || save.isPending || undefined}
      className={cn(done && 'aria-disabled:opacity-100', className)}
    >
      {done ? <Check aria-hidden="true" /> : <History aria-hidden="true" />}
      {done ? 'Kept on Progress' : save.isPending ? 'Keeping...' : label}
    </Button>
  );
}
