import { ChevronDown, LoaderCircle, Sparkles, UserRoundPen } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { paths } from '../../../shared/routes';
import type { AnalyzeProfileRequest, ProfileAnalysis } from '../../../shared/schemas/coach';
import { BIO_INPUT_MAX } from '../../../shared/coach-options';
import { AiErrorNotice } from '../../components/ai-error-notice';
import { AllowanceNote } from '../../components/allowance-note';
import { CoachSourceNote, isOfflinePart } from '../../components/coach-source-note';
import { FaqSection } from '../../components/faq-section';
import { PageMeta } from '../../components/page-meta';
import { ToolHeader } from '../../components/tool-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Textarea } from '../../components/ui/textarea';
import { useNotifyAiError } from '../../lib/ai-errors';
import { revealRegion, useRevealOnRequest } from '../../lib/reveal';
import { useHydrated } from '../../lib/hydration';
import { draftText, useSessionDraft } from '../../lib/session-draft';
import { faqPage, softwareApplication } from '../../lib/structured-data';
import { useAnalyzeProfile } from './api/analyze-profile';
import { profileCoachFaqs, profileCoachMeta } from './profile-coach-content';
import { breakdownTotals, formatScore, ScoreBreakdown, ScoreSummary } from './score-summary';
import { clearCarriedBio, readCarriedBio } from './carried-bio';
import { EditedBio } from './edited-bio';
import { SinceLastAnalysis } from './since-last-analysis';
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

function ResultSkeleton() {
  return (
    <div className="space-y-4 sm:space-y-6" data-testid="analysis-skeleton">
      <div className="grid items-start gap-4 sm:gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="px-6">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-12 w-28" />
          <Skeleton className="h-2.5 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </Card>
        <Card className="px-6">
          <Skeleton className="h-5 w-36" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-11 w-48" />
        </Card>
      </div>
      <Card className="px-6">
        <Skeleton className="h-5 w-28" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </Card>
    </div>
  );
}

/**
 * The criteria behind the score, folded: the headline, the bio and the suggestions come first, and the rubric
 * opens on demand (a native disclosure: a button for the keyboard and screen readers).
 */
function BreakdownDisclosure({
  analysis,
  offlineCriteria,
}: {
  analysis: Partial<ProfileAnalysis>;
  offlineCriteria: string[];
}) {
  const breakdown = analysis.breakdown ?? [];
  const scored = analysis.score !== undefined;
  return (
    <Card className="py-0">
      <details className="group" data-testid="breakdown">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-6 py-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          <span className="space-y-1">
            <h3 className="font-display text-lg leading-tight font-semibold">
              {scored ? `How your ${formatScore(analysis.score!)} adds up` : 'How your score adds up'}
            </h3>
            <span className="block text-sm text-muted-foreground">
              {breakdown.length} criteria from our published rubric, each with a note
            </span>
          </span>
          <ChevronDown
            className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <div className="px-6 pb-6">
          <ScoreBreakdown
            breakdown={breakdown}
            score={analysis.score ?? breakdownTotals(breakdown).score}
            offlineCriteria={offlineCriteria}
          />
        </div>
      </details>
    </Card>
  );
}

/**
 * The analysis, whole or (while it streams) as far as the coach has written it. What the user came for comes
 * first: the score and the improved bio (side by side on a wide screen), then the suggestions, then the
 * breakdown, folded.
 */
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
    <div className="space-y-4 sm:space-y-6">
      <h2 ref={headingRef} tabIndex={-1} className="font-display text-2xl font-semibold tracking-tight outline-none">
        {streaming ? 'Your results are coming in...' : 'Your results'}
      </h2>
      {!streaming && <CoachSourceNote source={analysis.source} />}
      <div className="grid items-start gap-4 sm:gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="gap-4">
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
        <Card className="gap-4">
          <CardHeader>
            <CardTitle asChild>
              <h3>Improved bio</h3>
            </CardTitle>
            <CardDescription>
              {isOfflinePart(analysis.source, 'improvedBio')
                ? 'Written by our offline coach: the AI model left this part out.'
                : analysis.edits
                  ? 'Your own words, carefully edited: every sentence kept in its order, each change listed below.'
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
              <EditedBio
                bio={analysis.improvedBio}
                score={analysis.score ?? 0}
                improvedScore={analysis.improvedScore}
                edits={analysis.edits}
              />
            )}
          </CardContent>
        </Card>
      </div>
      <Card className="gap-4">
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
      {breakdown.length > 0 && (
        <BreakdownDisclosure analysis={analysis} offlineCriteria={offlineCriteria.map((c) => c.criterion)} />
      )}
    </div>
  );
}

/** Profile Coach (spec 000 §2.5): a bio in, a score with its breakdown, suggestions and an improved bio out. */
export function ProfileCoachPage() {
  // Kept for this tab's session: a sign-in in the middle does not lose it (decision 0037). A bio handed
  // over by the free analyzer comes first, once (decision 0039).
  const [bio, setBio] = useSessionDraft('profile-coach', '', (saved) => draftText(saved, BIO_INPUT_MAX));
  // Read once the screen is live, after the draft (decision 0046): the server cannot see this tab's storage.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    const carried = readCarriedBio();
    clearCarriedBio();
    if (carried) setBio(carried);
  }, [hydrated, setBio]);
  const [result, setResult] = useState<{ id: number; analysis: ProfileAnalysis; bio: string } | null>(null);
  const analyze = useAnalyzeProfile();
  const notifyAiError = useNotifyAiError();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // The answer streams in where the user is looking: its region comes to the top when a request sets off.
  const resultRegion = useRevealOnRequest<HTMLElement>(analyze.isPending ? analyze.variables : null);
  const fieldId = useId();
  const counterId = `${fieldId}-counter`;
  const hintId = `${fieldId}-hint`;
  const blank = bio.trim().length === 0;

  useEffect(() => {
    if (!result) return;
    resultHeading.current?.focus({ preventScroll: true });
    revealRegion(resultRegion.current, { onlyIfBelow: true });
  }, [result, resultRegion]);

  const run = (request: AnalyzeProfileRequest) =>
    analyze.mutate(request, {
      onSuccess: (analysis) => setResult((previous) => ({ id: (previous?.id ?? 0) + 1, analysis, bio: request.bio })),
      onError: (error) => notifyAiError(error),
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || analyze.isPending) return;
    run({ bio: bio.trim() });
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

      <AiErrorNotice
        error={analyze.error}
        fallback={ANALYZE_FALLBACK_ERROR}
        onRetry={() => analyze.variables && run(analyze.variables)}
      />

      <p role="status" className="sr-only">
        {analyze.isPending ? 'Analyzing your profile...' : result ? 'Your analysis is ready.' : ''}
      </p>
      {(analyze.isPending || result) && (
        <section
          ref={resultRegion}
          aria-label="Analysis"
          aria-busy={analyze.isPending}
          className="scroll-mt-20 lg:scroll-mt-6"
        >
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
          {!analyze.isPending && result && <SinceLastAnalysis key={`since-${result.id}`} analysis={result.analysis} />}
        </section>
      )}

      <FaqSection faqs={profileCoachFaqs} />
    </div>
  );
}
