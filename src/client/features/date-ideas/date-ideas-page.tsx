import { CalendarHeart, LoaderCircle, RefreshCw, Sparkles } from 'lucide-react';
import { Fragment, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isPremiumActive } from '../../../shared/plans';
import { paths } from '../../../shared/routes';
import type {
  ActivityType,
  Budget,
  CoachSource,
  DateIdea,
  GenerateDateIdeasRequest,
} from '../../../shared/schemas/coach';
import { activityTypes, budgets, CITY_MAX, INTERESTS_MAX } from '../../../shared/coach-options';
import { AdSlot } from '../../components/ads/ad-slot';
import { AiErrorNotice } from '../../components/ai-error-notice';
import { CoachSourceNote } from '../../components/coach-source-note';
import { AllowanceNote } from '../../components/allowance-note';
import { FaqSection } from '../../components/faq-section';
import { PageMeta } from '../../components/page-meta';
import { ToolHeader } from '../../components/tool-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { ToggleGroup, ToggleGroupItem } from '../../components/ui/toggle-group';
import { useNotifyAiError } from '../../lib/ai-errors';
import { useUser } from '../../lib/auth';
import { applyRound, canAskForMore, emptyRounds, nextRound, type GeneratedRounds } from '../../lib/generated-rounds';
import { revealRegion, useRevealOnRequest } from '../../lib/reveal';
import { draftChoice, draftRecord, draftText, useSessionDraft } from '../../lib/session-draft';
import { faqPage, softwareApplication } from '../../lib/structured-data';
import { IDEAS_PER_AD, shouldShowAdAfter } from './ad-placement';
import { useGenerateDateIdeas } from './api/generate-date-ideas';
import { DateIdeaCard } from './date-idea-card';
import {
  activityNames,
  budgetLabel,
  budgetNames,
  dateIdeasFaqs,
  dateIdeasMeta,
  GENERATE_DATE_IDEAS_FALLBACK_ERROR,
} from './date-ideas-content';

type IdeaRounds = GeneratedRounds<GenerateDateIdeasRequest, DateIdea>;

const structuredData = () => [
  softwareApplication({ name: 'Datewise Date Ideas', description: dateIdeasMeta.description, path: paths.dateIdeas }),
  faqPage(dateIdeasFaqs),
];

function IdeaSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          data-testid="date-idea-skeleton"
          className="space-y-3 rounded-xl border border-border bg-card p-5 shadow-sm"
        >
          <Skeleton className="h-5 w-12 rounded-full" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </>
  );
}

interface DateIdeasDraft {
  interests: string;
  budget: Budget;
  activityType: ActivityType;
  /** What the user typed in the city field; until they type, the field shows the detected or chosen city. */
  city: string;
  cityEdited: boolean;
}

const emptyDateIdeasDraft: DateIdeasDraft = {
  interests: '',
  budget: '$$',
  activityType: 'outdoor',
  city: '',
  cityEdited: false,
};

function restoreDateIdeasDraft(saved: unknown): DateIdeasDraft | null {
  const fields = draftRecord(saved);
  if (!fields) return null;
  return {
    interests: draftText(fields.interests, INTERESTS_MAX) ?? '',
    budget: draftChoice(fields.budget, budgets) ?? emptyDateIdeasDraft.budget,
    activityType: draftChoice(fields.activityType, activityTypes) ?? emptyDateIdeasDraft.activityType,
    city: draftText(fields.city, CITY_MAX) ?? '',
    cityEdited: fields.cityEdited === true,
  };
}

/** Date Ideas (spec 000 §2.7); non-subscribers get an ad after every 2nd idea but the last. */
export function DateIdeasPage() {
  const { user } = useUser();
  const showAds = !isPremiumActive(user);
  // The inputs are kept for this tab's session: a sign-in in the middle does not lose them (decision 0037).
  const [draft, setDraft] = useSessionDraft('date-ideas', emptyDateIdeasDraft, restoreDateIdeasDraft);
  const { interests, budget, activityType } = draft;
  const setInterests = (value: string) => setDraft((d) => ({ ...d, interests: value }));
  const setBudget = (value: Budget) => setDraft((d) => ({ ...d, budget: value }));
  const setActivityType = (value: ActivityType) => setDraft((d) => ({ ...d, activityType: value }));
  const setCity = (value: string) => setDraft((d) => ({ ...d, city: value, cityEdited: true }));
  // The city field starts with the detected or chosen city (the user can change it); a blank city
  // still means that one (the server fills it in), so the page says which.
  const detectedCity = user?.location.city ?? null;
  const city = draft.cityEdited ? draft.city : (detectedCity ?? '');
  const [rounds, setRounds] = useState<IdeaRounds>(emptyRounds);
  const generate = useGenerateDateIdeas();
  const notifyAiError = useNotifyAiError();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const blank = interests.trim().length === 0;
  const { items, request, generation } = rounds;
  const [source, setSource] = useState<CoachSource | undefined>(undefined);
  const loading = generate.isPending ? (generate.variables.round === 0 ? 'new' : 'more') : null;
  // New ideas stream in where the user is looking ("more" grows the list where its button was).
  const resultsRegion = useRevealOnRequest<HTMLElement>(loading === 'new' ? generate.variables : null);
  const failed = generate.isError ? generate.variables : undefined;

  useEffect(() => {
    if (generation === 0) return;
    resultsHeading.current?.focus({ preventScroll: true });
    revealRegion(resultsRegion.current, { onlyIfBelow: true });
  }, [generation, resultsRegion]);

  const run = (next: GenerateDateIdeasRequest) => {
    generate.mutate(next, {
      onSuccess: (data) => {
        setRounds((previous) => applyRound(previous, next, data.dateIdeas));
        setSource(data.source);
      },
      onError: (error) => notifyAiError(error),
    });
  };
  const failedNotice = failed && (
    <AiErrorNotice error={generate.error} fallback={GENERATE_DATE_IDEAS_FALLBACK_ERROR} onRetry={() => run(failed)} />
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || generate.isPending) return;
    run({ interests: interests.trim(), budget, activityType, location: city.trim(), round: 0 });
  };
  const more = nextRound(request);
  const shown = loading === 'new' ? [] : items;

  return (
    <div className="space-y-10">
      <PageMeta title={dateIdeasMeta.title} description={dateIdeasMeta.description} structuredData={structuredData()} />
      <ToolHeader
        title="Date Ideas"
        icon={CalendarHeart}
        intro="Tell us what you enjoy and what kind of date you want. Get ideas that fit your budget and your city, and save the ones you love."
      />

      <Card>
        <form onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Find date ideas">
          <CardContent className="grid gap-5 md:grid-cols-2">
            <div className="space-y-2 md:col-span-2">
              <Label htmlFor={`${id}-interests`}>Your interests</Label>
              <p id={`${id}-interests-hint`} className="text-sm text-muted-foreground">
                What you (and your date) enjoy or would like to try, separated by commas.
              </p>
              <Input
                id={`${id}-interests`}
                value={interests}
                onChange={(event) => setInterests(event.target.value)}
                maxLength={INTERESTS_MAX}
                aria-describedby={`${id}-interests-hint`}
                placeholder="e.g. live music, street food, bouldering"
              />
            </div>
            <div className="space-y-2">
              <p id={`${id}-budget`} className="text-sm font-semibold">
                Budget
              </p>
              <ToggleGroup
                type="single"
                value={budget}
                onValueChange={(value) => value && setBudget(value as Budget)}
                aria-labelledby={`${id}-budget`}
                className="w-full"
              >
                {budgets.map((option) => (
                  <ToggleGroupItem
                    key={option}
                    value={option}
                    aria-label={`${budgetLabel(option)}: ${budgetNames[option]}`}
                  >
                    {budgetLabel(option)}
                  </ToggleGroupItem>
                ))}
              </ToggleGroup>
              <p className="text-sm text-muted-foreground">{budgetNames[budget]}</p>
            </div>
            <div className="space-y-2">
              <p id={`${id}-activity`} className="text-sm font-semibold">
                Activity type
              </p>
              <ToggleGroup
                type="single"
                value={activityType}
                onValueChange={(value) => value && setActivityType(value as ActivityType)}
                aria-labelledby={`${id}-activity`}
                className="w-full"
              >
                {activityTypes.map((option) => (
                  <ToggleGroupItem key={option} value={option} className="px-2">
                    {activityNames[option]}
                  </ToggleGroupItem>
                ))}
              </ToggleGroup>
            </div>
            <div className="space-y-2 md:col-span-2">
              <Label htmlFor={`${id}-city`}>City (optional)</Label>
              <Input
                id={`${id}-city`}
                value={city}
                onChange={(event) => setCity(event.target.value)}
                maxLength={CITY_MAX}
                autoComplete="address-level2"
                placeholder={detectedCity ?? 'e.g. Chicago'}
                aria-describedby={detectedCity ? `${id}-city-hint` : undefined}
                className="md:max-w-sm"
              />
              {detectedCity && (
                <p id={`${id}-city-hint`} className="text-sm text-muted-foreground">
                  {city.trim() === detectedCity
                    ? 'From your location in Settings. Change it for ideas somewhere else.'
                    : `Leave it blank for ideas in ${detectedCity}, your city in Settings.`}
                </p>
              )}
            </div>
          </CardContent>
          <CardFooter className="flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
            <Button type="submit" size="lg" disabled={blank || generate.isPending}>
              {loading === 'new' ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Sparkles aria-hidden="true" />
              )}
              {loading === 'new' ? 'Finding ideas...' : 'Get Date Ideas'}
            </Button>
            <AllowanceNote />
          </CardFooter>
        </form>
      </Card>

      {failed?.round === 0 && failedNotice}

      <p role="status" className="sr-only">
        {generate.isPending ? 'Finding date ideas...' : ''}
      </p>

      {(items.length > 0 || loading !== null) && (
        <section
          ref={resultsRegion}
          aria-labelledby={`${id}-results`}
          aria-busy={loading !== null}
          className="scroll-mt-20 space-y-4 lg:scroll-mt-6"
        >
          <h2
            id={`${id}-results`}
            ref={resultsHeading}
            tabIndex={-1}
            className="font-display text-2xl font-semibold tracking-tight outline-none"
          >
            Date ideas for you
          </h2>
          {loading === null && <CoachSourceNote source={source} />}
          <div className="grid gap-4 md:grid-cols-2">
            {shown.map((idea, index) => (
              <Fragment key={`${generation}-${index}`}>
                <DateIdeaCard idea={idea} />
                {showAds && shouldShowAdAfter(index, shown.length) && (
                  <div className="md:col-span-2" data-testid="date-ideas-ad">
                    <AdSlot placement="date-ideas" ordinal={(index + 1) / IDEAS_PER_AD} />
                  </div>
                )}
              </Fragment>
            ))}
            {loading !== null &&
              (generate.partial?.dateIdeas ?? []).map((idea, index) => (
                <DateIdeaCard key={`streamed-${index}`} idea={idea} />
              ))}
            {loading !== null && (
              <IdeaSkeletons
                count={Math.max(1, (loading === 'more' ? 2 : 4) - (generate.partial?.dateIdeas?.length ?? 0))}
              />
            )}
          </div>
          {loading !== 'new' && more && canAskForMore(request) && (
            <Button variant="outline" size="lg" disabled={generate.isPending} onClick={() => run(more)}>
              {loading === 'more' ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <RefreshCw aria-hidden="true" />
              )}
              {loading === 'more' ? 'Finding ideas...' : 'Generate More Ideas'}
            </Button>
          )}
          {failed !== undefined && failed.round > 0 && failedNotice}
        </section>
      )}

      <FaqSection faqs={dateIdeasFaqs} />
    </div>
  );
}
