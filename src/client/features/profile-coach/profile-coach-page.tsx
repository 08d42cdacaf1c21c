import { BookmarkCheck, BookmarkPlus, Copy, LoaderCircle, Sparkles, UserRoundPen } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { paths } from '../../../shared/routes';
import type { ProfileAnalysis } from '../../../shared/schemas/coach';
import { BIO_INPUT_MAX } from '../../../shared/coach-options';
import { FILL_IN_NOTE, hasFillIns } from '../../../shared/fill-ins';
import { AllowanceNote } from '../../components/allowance-note';
import { CoachSourceNote, isOfflinePart } from '../../components/coach-source-note';
import { FaqSection } from '../../components/faq-section';
import { PageMeta } from '../../components/page-meta';
import { QuotaNotice } from '../../components/quota-notice';
import { ToolHeader } from '../../components/tool-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { isQuotaExceededError, useNotifyAiError } from '../../lib/ai-errors';
import { useCopyText } from '../../lib/clipboard';
import { cn } from '../../lib/cn';
import { useNotifyError } from '../../lib/notify-error';
import { useSaveOnce } from '../../lib/save-response';
import { faqPage, softwareApplication } from '../../lib/structured-data';
import { useAnalyzeProfile } from './api/analyze-profile';
import { profileCoachFaqs, profileCoachMeta } from './profile-coach-content';
import { breakdownTotals, formatScore, ScoreBreakdown, ScoreSummary } from './score-summary';
import { SuggestionList } from './suggestion-list';

const ANALYZE_FALLBACK_ERROR = 'Failed to analyze profile';

const structuredData = () => [
  softwareApplication({
    name: 'Datewise Profile Coach',
    description: profileCoachMeta.description,
    path: paths.profileCoach,
  }),
  faqPage(profileCoachFaqs),
];

/** The improved bio with its copy and save buttons (saved as a profile tip). */
function ImprovedBio({ bio, score }: { bio: string; score: number }) {
  const copy = useCopyText();
  const { save, saved, saving } = useSaveOnce();
  const notifyError = useNotifyError();
  const onSave = () => {
    save(
      { type: 'profile_tip', content: bio, title: 'Improved bio', metadata: { score } },
      {
        onSuccess: () =>
          toast({ title: 'Saved', description: 'Your improved bio is in Saved Content.', variant: 'success' }),
        onError: (error) => notifyError(error, 'Failed to save your bio. Please try again.'),
      },
    );
  };
  return (
    <div className="space-y-4">
      <blockquote
        className="rounded-lg border border-border bg-background px-4 py-3.5 leading-relaxed whitespace-pre-line"
        data-testid="improved-bio"
      >
        {bio}
      </blockquote>
      {hasFillIns(bio) && <p className="text-sm font-medium text-amber-900">{FILL_IN_NOTE}</p>}
      <p className="text-xs text-muted-foreground">
        {[...bio].length} characters. Read it aloud and change anything that does not sound like you.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => void copy(bio, 'The improved bio is on your clipboard.')}>
          <Copy aria-hidden="true" />
          Copy Improved Bio
        </Button>
        <Button
          variant="outline"
          onClick={onSave}
          aria-disabled={saved || saving || undefined}
          className={cn(saved && 'aria-disabled:opacity-100')}
        >
          {saved ? <BookmarkCheck aria-hidden="true" /> : <BookmarkPlus aria-hidden="true" />}
          {saved ? 'Saved' : saving ? 'Saving...' : 'Save Improved Bio'}
        </Button>
      </div>
    </div>
  );
}

function ResultSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="analysis-skeleton">
      <div className="space-y-6">
        <Card className="px-6">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-12 w-28" />
          <Skeleton className="h-2.5 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </Card>
        <Card className="px-6">
          <Skeleton className="h-5 w-40" />
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="space-y-2">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-1.5 w-full" />
              <Skeleton className="h-3 w-5/6" />
            </div>
          ))}
        </Card>
      </div>
      <div className="space-y-6">
        <Card className="px-6">
          <Skeleton className="h-5 w-36" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-11 w-48" />
        </Card>
        <Card className="px-6">
          <Skeleton className="h-5 w-28" />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </Card>
      </div>
    </div>
  );
}

/** The analysis, whole or (while it streams) as far as the coach has written it. */
function AnalysisResult({
  analysis,
  streaming,
  headingRef,
}: {
  analysis: Partial<ProfileAnalysis>;
  streaming: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const breakdown = analysis.breakdown ?? [];
  const offlineCriteria = breakdown.filter((c) => isOfflinePart(analysis.source, `breakdown.${c.criterion}`));
  // Once every criterion is judged the score is final, even while the rest still streams.
  const scored = analysis.score !== undefined;
  return (
    <div className="space-y-4">
      <h2 ref={headingRef} tabIndex={-1} className="font-display text-2xl font-semibold tracking-tight outline-none">
        {streaming ? 'Your results are coming in...' : 'Your results'}
      </h2>
      {!streaming && <CoachSourceNote source={analysis.source} />}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h3>Profile score</h3>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {scored ? (
                <ScoreSummary score={analysis.score!} />
              ) : (
                <div className="space-y-3" data-testid="score-pending">
                  <Skeleton className="h-12 w-28" />
                  <p className="text-sm text-muted-foreground">
                    {breakdown.length} of 8 criteria judged so far. The score is their sum.
                  </p>
                </div>
              )}
            </CardContent>
          </Card>
          {breakdown.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle asChild>
                  <h3>{scored ? `How your ${formatScore(analysis.score!)} adds up` : 'How your score adds up'}</h3>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <ScoreBreakdown
                  breakdown={breakdown}
                  score={analysis.score ?? breakdownTotals(breakdown).score}
                  offlineCriteria={offlineCriteria.map((c) => c.criterion)}
                />
              </CardContent>
            </Card>
          )}
        </div>
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h3>Improved bio</h3>
              </CardTitle>
              <CardDescription>
                {isOfflinePart(analysis.source, 'improvedBio')
                  ? 'Written by our offline coach: the AI model left this part out.'
                  : 'Your details, rewritten to give matches something to reply to.'}
              </CardDescription>
            </CardHeader>
            <CardContent>
              {streaming || !analysis.improvedBio ? (
                analysis.improvedBio ? (
                  <blockquote
                    className="rounded-lg border border-border bg-background px-4 py-3.5 leading-relaxed whitespace-pre-line"
                    data-testid="improved-bio-streaming"
                  >
                    {analysis.improvedBio}
                  </blockquote>
                ) : (
                  <Skeleton className="h-28 w-full" />
                )
              ) : (
                <ImprovedBio bio={analysis.improvedBio} score={analysis.score ?? 0} />
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h3>Suggestions</h3>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {analysis.suggestions?.length ? (
                <SuggestionList suggestions={analysis.suggestions} />
              ) : (
                <div className="space-y-3">
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} className="h-14 w-full" />
                  ))}
                </div>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}

/** Profile Coach (spec 000 §2.5): a bio in, a score with its breakdown, suggestions and an improved bio out. */
export function ProfileCoachPage() {
  const [bio, setBio] = useState('');
  const [result, setResult] = useState<{ id: number; analysis: ProfileAnalysis } | null>(null);
  const [quotaMessage, setQuotaMessage] = useState<string | null>(null);
  const analyze = useAnalyzeProfile();
  const notifyAiError = useNotifyAiError();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const fieldId = useId();
  const counterId = `${fieldId}-counter`;
  const hintId = `${fieldId}-hint`;
  const blank = bio.trim().length === 0;

  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || analyze.isPending) return;
    setQuotaMessage(null);
    analyze.mutate(
      { bio: bio.trim() },
      {
        onSuccess: (analysis) => setResult((previous) => ({ id: (previous?.id ?? 0) + 1, analysis })),
        onError: (error) => {
          if (isQuotaExceededError(error)) setQuotaMessage(error.message);
          notifyAiError(error, ANALYZE_FALLBACK_ERROR);
        },
      },
    );
  };

  return (
    <div className="space-y-10">
      <PageMeta
        title={profileCoachMeta.title}
        description={profileCoachMeta.description}
        structuredData={structuredData()}
      />
      <ToolHeader
        title="Profile Coach"
        icon={UserRoundPen}
        intro="Paste your dating-profile bio. You get a score out of 10 that shows how it adds up, concrete suggestions and an improved version to copy."
      />

      <Card>
        <form onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Analyze your bio">
          <CardContent className="space-y-2">
            <Label htmlFor={fieldId}>Your current bio</Label>
            <p id={hintId} className="text-sm text-muted-foreground">
              Paste it exactly as it appears on your profile. It is not stored unless you save the result.
            </p>
            <Textarea
              id={fieldId}
              value={bio}
              onChange={(event) => setBio(event.target.value)}
              maxLength={BIO_INPUT_MAX}
              rows={6}
              aria-describedby={`${hintId} ${counterId}`}
              placeholder="e.g. Weekend hiker, weekday spreadsheet fan. Ask me about my sourdough starter."
              className="min-h-36"
            />
            <p id={counterId} className="text-right text-xs text-muted-foreground tabular-nums">
              {bio.length.toLocaleString('en-US')}/{BIO_INPUT_MAX.toLocaleString('en-US')} characters
            </p>
          </CardContent>
          <CardFooter className="flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
            <Button type="submit" size="lg" disabled={blank || analyze.isPending}>
              {analyze.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Sparkles aria-hidden="true" />
              )}
              {analyze.isPending ? 'Analyzing...' : 'Analyze My Profile'}
            </Button>
            <AllowanceNote />
          </CardFooter>
        </form>
      </Card>

      {quotaMessage !== null && <QuotaNotice message={quotaMessage} />}

      <p role="status" className="sr-only">
        {analyze.isPending ? 'Analyzing your profile...' : result ? 'Your analysis is ready.' : ''}
      </p>
      {(analyze.isPending || result) && (
        <section aria-label="Analysis" aria-busy={analyze.isPending}>
          {analyze.isPending ? (
            analyze.partial ? (
              <AnalysisResult analysis={analyze.partial} streaming />
            ) : (
              <ResultSkeleton />
            )
          ) : (
            result && (
              <AnalysisResult key={result.id} analysis={result.analysis} streaming={false} headingRef={resultHeading} />
            )
          )}
        </section>
      )}

      <FaqSection faqs={profileCoachFaqs} />
    </div>
  );
}
