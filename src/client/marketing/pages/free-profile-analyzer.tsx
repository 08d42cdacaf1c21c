import { CircleAlert, CircleCheck, Lightbulb, Lock, ShieldCheck, Sparkles } from 'lucide-react';
import { plans } from '../../../shared/plans';
import { ANALYZER_TIPS, BIO_MAX_CHARACTERS } from '../../../shared/profile-analyzer';
import { authPaths, paths, signInReturningTo } from '../../../shared/routes';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { analyzerChecks, analyzerFaqs } from '../content/home-analyzer';
import { faqPage, webApplication } from '../site/seo';
import type { SitePage } from '../site/site-page';
import { ClosingCta, CtaLink, FaqList, Section } from '../site/ui';

const PATH = paths.freeProfileAnalyzer;

/**
 * The analyzer as static HTML: the form, and the (hidden) result card that
 * enhance/analyzer.ts fills in. Every hook is a data-analyzer-* attribute.
 */
function Analyzer() {
  return (
    <div className="rounded-3xl border border-border bg-card p-5 text-left shadow-lg sm:p-8" data-analyzer>
      <form data-analyzer-form noValidate>
        <label htmlFor="analyzer-bio" className="block text-lg font-semibold">
          Your dating profile bio
        </label>
        <p id="analyzer-bio-hint" className="mt-1 text-sm text-muted-foreground">
          Paste it exactly as it appears in your app. It is checked in your browser and never sent to us.
        </p>
        <textarea
          id="analyzer-bio"
          name="bio"
          rows={7}
          maxLength={BIO_MAX_CHARACTERS}
          aria-describedby="analyzer-bio-hint analyzer-bio-count"
          placeholder="Weekend hiker, weekday designer. Ask me about my lasagna…"
          className="mt-3 block w-full resize-y rounded-xl border border-input bg-card px-4 py-3 text-base shadow-xs placeholder:text-muted-foreground focus-visible:border-ring"
          data-analyzer-input
        />
        <p
          id="analyzer-bio-count"
          className="mt-2 flex justify-between gap-4 text-sm text-muted-foreground tabular-nums"
        >
          <span data-analyzer-count>0/{BIO_MAX_CHARACTERS} characters</span>
          <span data-analyzer-words>0 words</span>
        </p>
        <button
          type="submit"
          disabled
          className={cn(buttonVariants({ size: 'lg' }), 'mt-5 w-full data-busy:disabled:opacity-90')}
          data-analyzer-submit
        >
          <span
            hidden
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
            data-analyzer-spinner
          />
          <span data-analyzer-label>Analyze My Profile Free</span>
        </button>
        <noscript>
          <p className="mt-4 rounded-xl bg-muted p-4 text-sm">
            The free analyzer runs in your browser and needs JavaScript. Turn JavaScript on to check your bio, or{' '}
            <a href={authPaths.signIn} className="font-medium text-primary underline">
              sign in for the full AI analysis
            </a>
            .
          </p>
        </noscript>
      </form>
      <p role="status" className="sr-only" data-analyzer-status />
      <div hidden data-analyzer-result>
        <h2
          id="analyzer-result-heading"
          tabIndex={-1}
          className="font-display text-2xl font-semibold focus:outline-none sm:text-3xl"
        >
          Your profile score
        </h2>
        <p className="mt-3 font-display text-5xl font-semibold tabular-nums">
          <span data-analyzer-score>0</span>
          <span className="text-2xl text-muted-foreground">/100</span>
        </p>
        <div
          role="progressbar"
          aria-labelledby="analyzer-result-heading"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={0}
          className="mt-3 h-3 overflow-hidden rounded-full bg-muted"
          data-analyzer-progress
        >
          <div
            className="h-full w-0 rounded-full bg-brand-gradient transition-[width] duration-700"
            data-analyzer-bar
          />
        </div>
        <p className="mt-3 text-lg font-semibold" data-analyzer-verdict />
        <div
          className="mt-4 space-y-2 rounded-2xl border border-dashed border-input bg-muted/60 p-4 text-sm"
          data-analyzer-note
        >
          <p className="font-semibold">A quick check, not a full reading</p>
          <p>
            This score counts a few things: the length, the number of words, emoji, a question and a number. It adds a
            small part of chance (up to 10 points) drawn from the bio itself, so the same bio always gets the same
            score. It does not read what your words say.
          </p>
          <p>
            Profile Coach does: it scores your bio out of 10 on eight criteria, such as specific details, clichés and
            tone, and edits it with every change listed. The two scores measure different things, so they will not
            match.
          </p>
        </div>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <div className="rounded-2xl bg-success-soft/60 p-5">
            <h3 className="text-lg font-semibold">Strengths</h3>
            <ul className="mt-3 space-y-2" data-analyzer-strengths />
          </div>
          <div className="rounded-2xl bg-destructive-soft/60 p-5">
            <h3 className="text-lg font-semibold">Areas for Improvement</h3>
            <ul className="mt-3 space-y-2" data-analyzer-issues />
          </div>
        </div>
        <h3 className="mt-8 text-lg font-semibold">Tips for any bio</h3>
        <ul className="mt-3 space-y-2">
          {ANALYZER_TIPS.map((tip) => (
            <li key={tip} className="flex gap-2">
              <Lightbulb className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>{tip}</span>
            </li>
          ))}
        </ul>
        <div className="mt-8 rounded-2xl bg-brand-deep p-6 text-white">
          <h3 className="flex items-center gap-2 text-xl font-semibold">
            <Sparkles className="size-5" aria-hidden="true" />
            Want a rewrite, not just a score?
          </h3>
          <p className="mt-2 text-white/95">
            The Profile Coach reads what you actually wrote, explains each suggestion and writes an improved bio in your
            voice. Free with {plans.free.dailyRequests} AI requests a day, no credit card.
          </p>
          <p className="mt-2 text-white/95">Your bio comes with you, so there is nothing to paste again.</p>
          <CtaLink
            href={signInReturningTo(paths.profileCoach)}
            cta="analyzer-upsell"
            variant="secondary"
            className="mt-4"
            signedIn={{ href: paths.profileCoach, label: 'Read my bio with Profile Coach' }}
          >
            Get Full AI Analysis Free
          </CtaLink>
        </div>
        <button
          type="button"
          className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'mt-6 w-full')}
          data-analyzer-reset
        >
          Analyze Another Profile
        </button>
        <template data-analyzer-strength-item>
          <li className="flex gap-2">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            <span />
          </li>
        </template>
        <template data-analyzer-issue-item>
          <li className="flex gap-2">
            <CircleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
            <span />
          </li>
        </template>
        <template data-analyzer-empty-item>
          <li className="text-muted-foreground">
            <span />
          </li>
        </template>
      </div>
    </div>
  );
}

function FreeProfileAnalyzerPage() {
  return (
    <>
      <section className="relative overflow-hidden border-b border-border/60">
        <div aria-hidden="true" className="site-hero-glow pointer-events-none absolute inset-0" />
        <div className="relative mx-auto max-w-3xl px-4 pt-12 pb-16 sm:px-6 sm:pt-16 sm:pb-20">
          <div className="text-center">
            <p className="mb-4 inline-block rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
              Free · No sign-up · Private
            </p>
            <h1 className="font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
              Free Dating Profile Analyzer
            </h1>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
              Paste your bio and get a quick score out of 100, what already works, and what to fix first. It takes a few
              seconds.
            </p>
          </div>
          <div className="mt-8">
            <Analyzer />
          </div>
          <p className="mt-4 flex items-center justify-center gap-2 text-sm text-muted-foreground">
            <ShieldCheck className="size-4 text-success" aria-hidden="true" />
            Your bio stays on your device.
          </p>
        </div>
      </section>
      <Section
        id="how-it-scores"
        title="What the free check looks at"
        intro="The free score is a simple rule-based check of the things that make a bio easy to answer. It counts; it does not read. Here is exactly how it adds up to 100."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {analyzerChecks.map((check) => (
            <li key={check.title} className="rounded-2xl border border-border bg-card p-5 shadow-sm">
              <h3 className="flex items-baseline justify-between gap-3 text-lg font-semibold">
                {check.title}
                <span className="shrink-0 font-sans text-sm font-medium text-primary">{check.points}</span>
              </h3>
              <p className="mt-2 text-muted-foreground">{check.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="free-vs-full"
        muted
        title="Free score or full AI analysis?"
        intro="Use the free check to catch the basics. When you want to know whether your bio is actually interesting, the Profile Coach reads it."
      >
        <div className="grid gap-5 md:grid-cols-2">
          <div className="rounded-2xl border border-border bg-card p-6 shadow-sm">
            <h3 className="text-xl font-semibold">Free profile analyzer</h3>
            <ul className="mt-4 space-y-2">
              {[
                'Score out of 100 from simple rules',
                'Strengths and areas for improvement',
                'Four general tips',
                'No sign-up, runs in your browser',
              ].map((item) => (
                <li key={item} className="flex gap-2">
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border-2 border-primary bg-card p-6 shadow-md">
            <h3 className="text-xl font-semibold">Profile Coach (full AI analysis)</h3>
            <ul className="mt-4 space-y-2">
              {[
                'Reads what you wrote, not just how long it is',
                'Score out of 10 with the reasons behind it',
                'Specific suggestions for your bio',
                'An improved bio in your voice, ready to copy',
              ].map((item) => (
                <li key={item} className="flex gap-2">
                  <Sparkles className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
            <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
              <Lock className="size-4" aria-hidden="true" />
              Free with a Google sign-in: {plans.free.dailyRequests} AI requests a day
            </p>
            <CtaLink href={authPaths.signIn} cta="free-vs-full" className="mt-5">
              Get Started Free
            </CtaLink>
          </div>
        </div>
      </Section>
      <Section id="faq" title="Free profile analyzer FAQ">
        <div className="max-w-3xl">
          <FaqList faqs={analyzerFaqs} group="analyzer" />
        </div>
      </Section>
      <ClosingCta
        title="Turn a good score into more matches"
        text="Your coach can rewrite your bio, suggest openers for your matches and plan the first date. Start free today."
        cta="closing"
      />
    </>
  );
}

export function freeProfileAnalyzerPages(): SitePage[] {
  const description =
    'Check your dating profile bio for free: a score out of 100, your strengths and what to improve. No sign-up needed, and your bio never leaves your browser.';
  return [
    {
      path: PATH,
      title: 'Free Dating Profile Analyzer: Score Your Bio Free | Datewise',
      description,
      lastModified: '2025-01-29',
      breadcrumbs: [{ name: 'Free Profile Analyzer', path: PATH }],
      keywords: ['dating profile analyzer', 'dating bio checker', 'free dating profile review', 'Tinder bio help'],
      jsonLd: [
        webApplication({
          path: PATH,
          name: 'Datewise Free Profile Analyzer',
          description,
        }),
        faqPage(analyzerFaqs),
      ],
      Component: FreeProfileAnalyzerPage,
    },
  ];
}
