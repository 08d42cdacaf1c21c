import { BookmarkCheck, BookmarkPlus, Copy } from 'lucide-react';
import { useState } from 'react';
import type { BioEdit } from '../../../shared/schemas/coach';
import { FillInFields, useFillIns } from '../../components/fill-in-fields';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { useCopyText } from '../../lib/clipboard';
import { cn } from '../../lib/cn';
import { useNotifyError } from '../../lib/notify-error';
import { useSaveOnce } from '../../lib/save-response';
import { formatScore } from './score-summary';
import { UsingBioButton } from './using-bio-button';

const KIND_LABEL: Record<BioEdit['kind'], string> = { fixed: 'Fixed', cut: 'Cut', add: 'Added' };

/** "6 → 7.5": the bio's score and the edit's, by the same rubric (the edit's is what Progress keeps). */
export function ScoreChange({ before, after }: { before: number; after: number }) {
  return (
    <p className="text-sm text-muted-foreground" data-testid="score-change">
      Score <span className="font-semibold text-foreground tabular-nums">{formatScore(before)}</span> →{' '}
      <span className="font-semibold text-foreground tabular-nums">{formatScore(after)}</span>/10 with these changes
    </p>
  );
}

/** Every change the edit made and why; what is not listed was kept as written. */
export function EditList({ edits }: { edits: readonly BioEdit[] }) {
  if (edits.length === 0)
    return <p className="text-sm text-muted-foreground">No changes: your bio is kept exactly as you wrote it.</p>;
  return (
    <details className="group rounded-lg border border-border" data-testid="edit-list">
      <summary className="cursor-pointer px-4 py-3 text-sm font-medium">
        What changed ({edits.length === 1 ? '1 edit' : `${edits.length} edits`}); everything else is kept as you wrote
        it
      </summary>
      <ul aria-label="Changes to your bio" className="space-y-2 px-4 pb-4 text-sm">
        {edits.map((edit, i) => (
          <li key={i} className="flex flex-col gap-0.5 border-t border-border pt-2 first:border-t-0 first:pt-0">
            <span>
              <span className="font-semibold">{KIND_LABEL[edit.kind]}: </span>
              {edit.kind === 'add' ? (
                <ins className="no-underline">“{edit.to}”</ins>
              ) : edit.kind === 'cut' ? (
                <del>“{edit.from}”</del>
              ) : (
                <>
                  <del>“{edit.from}”</del> → <ins className="no-underline">“{edit.to}”</ins>
                </>
              )}
            </span>
            <span className="text-muted-foreground">{edit.reason}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The edited bio with its actions. A gap in [square brackets] is what only the user can say: a field per gap asks
 * for the words, and Copy, Save and "I'm using this bio now" take the completed bio, never the gap (decision 0054).
 */
export function EditedBio({
  bio,
  score,
  improvedScore,
  edits,
}: {
  bio: string;
  score: number;
  improvedScore?: number;
  edits?: readonly BioEdit[];
}) {
  const copy = useCopyText();
  const { save, saved, saving } = useSaveOnce();
  const notifyError = useNotifyError();
  const fillIns = useFillIns(bio, 'the bio');
  const { completed, ready } = fillIns;
  const [kept, setKept] = useState<number | null>(null);
  // Once kept, the number Progress stored is the one shown, so the toast, this card and the history agree.
  const shownScore = kept ?? improvedScore;

  const onCopy = () => {
    const text = ready();
    if (text) void copy(text, 'The improved bio is on your clipboard.');
  };
  const onSave = () => {
    const text = ready();
    if (!text) return;
    save(
      { type: 'profile_tip', content: text, title: 'Improved bio', metadata: { score: shownScore ?? score } },
      {
        onSuccess: () =>
          toast({ title: 'Saved', description: 'Your improved bio is in Saved Content.', variant: 'success' }),
        onError: (error) => notifyError(error, 'Failed to save your bio. Please try again.'),
      },
    );
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      {shownScore !== undefined && <ScoreChange before={score} after={shownScore} />}
      <blockquote
        className="w-full rounded-lg border border-border bg-background px-4 py-3.5 leading-relaxed whitespace-pre-line"
        data-testid="improved-bio"
      >
        {completed ?? bio}
      </blockquote>
      <FillInFields fillIns={fillIns} />
      <p className="w-full text-xs text-muted-foreground">
        {[...(completed ?? bio)].length} characters. Read it aloud and change anything that does not sound like you.
      </p>
      {edits && (
        <div className="w-full">
          <EditList edits={edits} />
        </div>
      )}
      <div
        className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-10 -my-1 rounded-md bg-card py-1 lg:bottom-3"
        data-testid="copy-bio-bar"
      >
        <Button className="w-full" onClick={onCopy}>
          <Copy aria-hidden="true" />
          Copy Improved Bio
        </Button>
      </div>
      <Button
        variant="outline"
        onClick={onSave}
        aria-disabled={saved || saving || undefined}
        className={cn(saved && 'aria-disabled:opacity-100')}
      >
        {saved ? <BookmarkCheck aria-hidden="true" /> : <BookmarkPlus aria-hidden="true" />}
        {saved ? 'Saved' : saving ? 'Saving...' : 'Save Improved Bio'}
      </Button>
      <UsingBioButton
        bio={completed ?? bio}
        source="improved"
        label="I'm using this bio now"
        before={() => ready() !== null}
        onKept={setKept}
      />
    </div>
  );
}
