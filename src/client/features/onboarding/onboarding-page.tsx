import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  ArrowRight,
  BookOpen,
  Camera,
  Check,
  ChefHat,
  Clapperboard,
  Coffee,
  Disc3,
  Dumbbell,
  Gamepad2,
  HeartHandshake,
  LoaderCircle,
  Music,
  Palette,
  Plane,
  Smile,
  Trophy,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { useNavigate } from 'react-router';
import {
  AGE_MAX,
  AGE_MIN,
  CHALLENGES_MAX,
  interestOptions,
  type DatingGoal,
  type Interest,
} from '../../../shared/account-options';
import { paths } from '../../../shared/routes';
import { BrandLogo } from '../../components/brand-logo';
import { BackLink } from '../../components/back-link';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Progress } from '../../components/ui/progress';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { Skeleton } from '../../components/ui/skeleton';
import { Textarea } from '../../components/ui/textarea';
import { toggleVariants } from '../../components/ui/toggle-group';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api-client';
import { handleUnauthorized, isUnauthorizedError, userQueryOptions, useUser } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { preferencesQueryKey, savePreferences, usePreferences } from './api/preferences';
import {
  AGE_NOT_A_NUMBER,
  answersFrom,
  canContinue,
  describeRejection,
  goalChoices,
  parseAge,
  STEP_COUNT,
  toggleInterest,
  toRequest,
  type Answers,
  type Step,
} from './onboarding-steps';

export const SAVE_PREFERENCES_FAILED = 'Failed to save preferences. Please try again.';

const goalIcons: Record<DatingGoal, LucideIcon> = {
  serious: HeartHandshake,
  casual: Coffee,
  confidence: Smile,
};

const interestIcons: Record<Interest, LucideIcon> = {
  Music: Music,
  Travel: Plane,
  Fitness: Dumbbell,
  Food: UtensilsCrossed,
  Art: Palette,
  Movies: Clapperboard,
  Books: BookOpen,
  Sports: Trophy,
  Photography: Camera,
  Gaming: Gamepad2,
  Dancing: Disc3,
  Cooking: ChefHat,
};

const stepTitles: Record<Step, string> = {
  1: 'What are you looking for?',
  2: 'What are you into?',
  3: 'A little more about you',
};

const stepIntros: Record<Step, string> = {
  1: 'Your coach tunes its advice to your goal.',
  2: 'Pick at least one. They shape your date ideas and conversation starters.',
  3: 'Both are optional. They help your coach give advice that fits you.',
};

const continueHints: Record<Step, string> = {
  1: 'Choose a goal to continue.',
  2: 'Pick at least one interest to continue.',
  3: '',
};

function StepHeading({ step, id, headingRef }: { step: Step; id: string; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <div className="space-y-1.5">
      <h2 id={id} ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
        {stepTitles[step]}
      </h2>
      <p className="text-muted-foreground">{stepIntros[step]}</p>
    </div>
  );
}

function GoalStep({
  value,
  onChange,
  labelledBy,
}: {
  value: DatingGoal | null;
  onChange: (goal: DatingGoal) => void;
  labelledBy: string;
}) {
  const id = useId();
  return (
    <RadioGroup
      value={value ?? ''}
      onValueChange={(goal) => onChange(goal as DatingGoal)}
      aria-labelledby={labelledBy}
      className="gap-3"
    >
      {goalChoices.map((choice) => {
        const Icon = goalIcons[choice.value];
        // The label sits beside the radio, not around it: Radix's hidden form input sends a click
        // that a wrapping label would turn into a second selection. Its ::after makes the card clickable.
        return (
          <div
            key={choice.value}
            className={cn(
              'relative flex items-start gap-4 rounded-xl border border-border bg-card p-4 transition-colors',
              'hover:border-control has-data-[state=checked]:border-primary has-data-[state=checked]:bg-accent',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
            )}
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1 space-y-0.5">
              <Label
                htmlFor={`${id}-${choice.value}`}
                className="cursor-pointer text-base after:absolute after:inset-0 after:rounded-xl after:content-['']"
              >
                {choice.label}
              </Label>
              <p id={`${id}-${choice.value}-description`} className="text-sm text-muted-foreground">
                {choice.description}
              </p>
            </div>
            <RadioGroupItem
              id={`${id}-${choice.value}`}
              value={choice.value}
              aria-describedby={`${id}-${choice.value}-description`}
              className="relative mt-3 focus-visible:outline-none"
            />
          </div>
        );
      })}
    </RadioGroup>
  );
}

function InterestsStep({
  chosen,
  onToggle,
  labelledBy,
}: {
  chosen: Interest[];
  onToggle: (interest: Interest) => void;
  labelledBy: string;
}) {
  return (
    <div className="space-y-3">
      <div role="group" aria-labelledby={labelledBy} className="grid grid-cols-2 gap-2.5 sm:grid-cols-3">
        {interestOptions.map((interest) => {
          const on = chosen.includes(interest);
          const Icon = on ? Check : interestIcons[interest];
          return (
            <button
              key={interest}
              type="button"
              aria-pressed={on}
              data-state={on ? 'on' : 'off'}
              onClick={() => onToggle(interest)}
              className={cn(toggleVariants({ variant: 'chips' }), 'h-12 w-full justify-start px-4')}
            >
              <Icon aria-hidden="true" />
              {interest}
            </button>
          );
        })}
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {chosen.length === 0 ? 'None selected yet' : `${chosen.length} selected`}
      </p>
    </div>
  );
}

function DetailsStep({
  answers,
  onChange,
  ageError,
  onAgeBlur,
  ageRef,
}: {
  answers: Answers;
  onChange: (patch: Partial<Answers>) => void;
  ageError: string | null;
  onAgeBlur: () => void;
  ageRef: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Label htmlFor={`${id}-age`}>Age (optional)</Label>
        <Input
          id={`${id}-age`}
          ref={ageRef}
          type="number"
          inputMode="numeric"
          min={AGE_MIN}
          max={AGE_MAX}
          step={1}
          value={answers.age}
          onChange={(event) => onChange({ age: event.target.value })}
          onBlur={onAgeBlur}
          aria-invalid={ageError !== null}
          aria-describedby={ageError ? `${id}-age-error` : `${id}-age-hint`}
          className="max-w-40"
          placeholder="e.g. 29"
        />
        {ageError ? (
          <p id={`${id}-age-error`} className="text-sm font-medium text-destructive">
            {ageError}
          </p>
        ) : (
          <p id={`${id}-age-hint`} className="text-sm text-muted-foreground">
            Datewise is for adults: {AGE_MIN} or over.
          </p>
        )}
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-challenges`}>Your biggest dating challenge (optional)</Label>
        <Textarea
          id={`${id}-challenges`}
          value={answers.challenges}
          onChange={(event) => onChange({ challenges: event.target.value })}
          maxLength={CHALLENGES_MAX}
          rows={4}
          aria-describedby={`${id}-challenges-counter`}
          placeholder="e.g. Conversations fizzle out after a few messages."
        />
        <p id={`${id}-challenges-counter`} className="text-right text-xs text-muted-foreground tabular-nums">
          {answers.challenges.length}/{CHALLENGES_MAX} characters
        </p>
      </div>
    </div>
  );
}

/** The three steps; `initial` holds the saved answers when the user reopens onboarding. */
function OnboardingSteps({ initial }: { initial: Answers }) {
  const [step, setStep] = useState<Step>(1);
  const [answers, setAnswers] = useState<Answers>(initial);
  const [ageError, setAgeError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ageRef = useRef<HTMLInputElement>(null);
  const stepChanged = useRef(false);
  const id = useId();
  const headingId = `${id}-heading`;
  const hintId = `${id}-hint`;
  const save = useMutation({ mutationFn: savePreferences });
  const allowed = canContinue(step, answers);
  const busy = save.isPending;

  // Moving between steps puts focus on the new question, so screen readers announce it.
  useEffect(() => {
    if (stepChanged.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (next: Step) => {
    stepChanged.current = true;
    setStep(next);
  };
  const update = (patch: Partial<Answers>) => setAnswers((previous) => ({ ...previous, ...patch }));

  const onSaveError = (error: unknown) => {
    if (isUnauthorizedError(error)) {
      handleUnauthorized(queryClient);
      return;
    }
    if (error instanceof ApiError && error.status === 400) {
      const { field, text } = describeRejection(error.message);
      if (field === 'age') setAgeError(text);
      if (field === 'datingGoal') goTo(1);
      if (field === 'interests') goTo(2);
      toast({ title: 'Error', description: text, variant: 'destructive' });
      return;
    }
    toast({ title: 'Error', description: SAVE_PREFERENCES_FAILED, variant: 'destructive' });
  };

  /** The age field's problem: text a number field cannot hold (its value is then ""), or out of range. */
  const ageProblem = (): string | null => {
    if (ageRef.current?.validity.badInput) return AGE_NOT_A_NUMBER;
    const age = parseAge(answers.age);
    return age.ok ? null : age.message;
  };

  const submit = () => {
    const built = toRequest(answers);
    const problem = ageProblem() ?? (built.ok ? null : built.ageMessage);
    if (problem || !built.ok) {
      setAgeError(problem);
      ageRef.current?.focus();
      return;
    }
    save.mutate(built.request, {
      onSuccess: () => {
        // The server has marked onboarding complete: both the answers and the user change.
        void Promise.allSettled([
          queryClient.invalidateQueries({ queryKey: preferencesQueryKey }),
          queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey }),
        ]).then(() => navigate(paths.home));
      },
      onError: onSaveError,
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!allowed || busy) return;
    if (step < STEP_COUNT) goTo((step + 1) as Step);
    else submit();
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
      className="space-y-6 rounded-2xl border border-border bg-card p-5 shadow-md sm:p-8"
    >
      <div className="space-y-2">
        <p className="text-sm font-semibold text-muted-foreground">
          Step {step} of {STEP_COUNT}
        </p>
        <Progress value={Math.round((step / STEP_COUNT) * 100)} label="Onboarding progress" />
      </div>
      <StepHeading step={step} id={headingId} headingRef={headingRef} />

      {step === 1 && (
        <GoalStep value={answers.datingGoal} onChange={(datingGoal) => update({ datingGoal })} labelledBy={headingId} />
      )}
      {step === 2 && (
        <InterestsStep
          chosen={answers.interests}
          onToggle={(interest) => update({ interests: toggleInterest(answers.interests, interest) })}
          labelledBy={headingId}
        />
      )}
      {step === 3 && (
        <DetailsStep
          answers={answers}
          onChange={(patch) => {
            update(patch);
            if ('age' in patch && ageError) setAgeError(null);
          }}
          ageError={ageError}
          onAgeBlur={() => setAgeError(ageProblem())}
          ageRef={ageRef}
        />
      )}

      <div className="space-y-3 border-t border-border pt-5">
        {!allowed && (
          <p id={hintId} className="text-sm text-muted-foreground sm:text-right">
            {continueHints[step]}
          </p>
        )}
        {step === STEP_COUNT && (
          <p className="text-sm text-muted-foreground sm:text-right">
            Continue saves your answers and opens your dashboard.
          </p>
        )}
        <div className="flex items-center justify-between gap-3">
          {step > 1 ? (
            <Button variant="outline" size="lg" disabled={busy} onClick={() => goTo((step - 1) as Step)}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" size="lg" disabled={!allowed || busy} aria-describedby={allowed ? undefined : hintId}>
            {busy ? 'Saving...' : 'Continue'}
            {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
          </Button>
        </div>
      </div>
    </form>
  );
}

function StepsSkeleton() {
  return (
    <div className="space-y-6 rounded-2xl border border-border bg-card p-5 shadow-md sm:p-8" aria-busy="true">
      <Skeleton className="h-2.5 w-full rounded-full" />
      <Skeleton className="h-8 w-2/3" />
      {[1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-20 w-full rounded-xl" />
      ))}
      <p className="sr-only" role="status">
        Loading your answers...
      </p>
    </div>
  );
}

/**
 * Onboarding (spec 000 §2.4): goal, interests, then optional age and challenge.
 * No menu here; a user who has finished it before may go back to the dashboard.
 */
export function OnboardingPage() {
  const { user } = useUser();
  const saved = usePreferences();
  const returning = user?.hasCompletedOnboarding ?? false;
  const title = returning ? 'Update Your Preferences' : 'Welcome to Datewise';

  return (
    <div className="min-h-dvh bg-background">
      <PageTitle title={returning ? 'Update Preferences' : 'Welcome'} />
      <header className="mx-auto flex w-full max-w-2xl items-center justify-between gap-4 px-4 pt-6 sm:px-6">
        <BrandLogo to={returning ? '/' : null} />
        {returning && (
          <BackLink to={paths.home} className="ml-0">
            Back to dashboard
          </BackLink>
        )}
      </header>
      <main id="main" className="mx-auto w-full max-w-2xl space-y-6 px-4 pt-8 pb-16 sm:px-6">
        <div className="space-y-2">
          <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
          <p className="text-muted-foreground">
            {returning
              ? 'Change any answer. Your coach uses them from your next request.'
              : 'Three quick questions so your coaching fits you. It takes less than a minute.'}
          </p>
        </div>
        {saved.isPending ? <StepsSkeleton /> : <OnboardingSteps initial={answersFrom(saved.data)} />}
      </main>
    </div>
  );
}
