import { BookOpen, Check, Lock, Sparkles, Star, TrendingUp } from 'lucide-react';
import { plans } from '../../../shared/plans';
import { guidePath, paths, signInReturningTo } from '../../../shared/routes';
import { cn } from '../../lib/cn';
import { figures } from '../content/figures';
import {
  benefits,
  features,
  landingStats,
  landingTestimonials,
  sampleGuides,
  type Feature,
  type SampleGuide,
} from '../content/home';
import { CardArt, Illustration, sceneForCategory } from '../site/illustrations';
import { webApplication } from '../site/seo';
import type { SitePage } from '../site/site-page';
import { ClosingCta, CtaLink, CtaPair, Section, StatsBand, TestimonialGrid } from '../site/ui';

/* Building blocks shared with /dating-coach and /ai-dating-assistant. */

export function FeatureGrid({ items }: { items: Feature[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((feature) => (
        <li key={feature.title} className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-primary">
            <feature.icon className="size-6" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-xl font-semibold">{feature.title}</h3>
          <p className="mt-2 text-muted-foreground">{feature.text}</p>
          <ul className="mt-4 space-y-1.5 text-sm">
            {feature.points.map((point) => (
              <li key={point} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

export function BenefitList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={cn('grid gap-x-8 gap-y-4 md:grid-cols-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-lg">
          <span className="mt-1 flex size-6 shrink-0 items-center justify-center rounded-full bg-success-soft text-success-soft-foreground">
            <Check className="size-4" aria-hidden="true" />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Said under every set of persona testimonials: they are examples, not verified reviews. */
export function TestimonialNote() {
  return (
    <p className="mt-6 text-sm text-muted-foreground">
      Illustrative stories based on common ways people use Datewise. Names and details are examples, and results vary.
    </p>
  );
}

export function RatingLine({ value, reviews, className }: { value: number; reviews: string; className?: string }) {
  return (
    <p className={cn('flex items-center gap-2 text-sm text-muted-foreground', className)}>
      <Star className="size-4 fill-amber-500 text-amber-500" aria-hidden="true" />
      <span>
        <strong className="font-semibold text-foreground">{value}</strong> out of 5 from {reviews} reviews
      </span>
    </p>
  );
}

/* The landing page. */

function ExampleCoachCard() {
  return (
    <figure className="rounded-3xl border border-border bg-card p-6 shadow-lg sm:p-7">
      <figcaption className="flex items-center justify-between gap-3">
        <span className="flex items-center gap-2 font-semibold">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          Profile Coach
        </span>
        <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">Example</span>
      </figcaption>
      <div className="mt-5 rounded-2xl bg-muted p-4">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Before · 4/10</p>
        <p className="mt-1.5 text-foreground/90">“I like travel, food and having fun. Looking for someone nice.”</p>
      </div>
      <ul className="mt-4 space-y-2 text-sm">
        {['Swap general claims for one real detail', 'Give matches an easy question to answer'].map((tip) => (
          <li key={tip} className="flex gap-2">
            <TrendingUp className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{tip}</span>
          </li>
        ))}
      </ul>
      <div className="mt-4 rounded-2xl border border-success/30 bg-success-soft p-4">
        <p className="text-xs font-semibold tracking-wide text-success-soft-foreground uppercase">After · 8/10</p>
        <p className="mt-1.5 text-foreground/90">
          “Most weekends I am hunting for the best dumplings in the city or planning the next trip (Lisbon is winning).
          Your go-to comfort food?”
        </p>
      </div>
    </figure>
  );
}

function LandingHero() {
  return (
    <section className="relative overflow-hidden border-b border-border/60">
      <div aria-hidden="true" className="site-hero-glow pointer-events-none absolute inset-0" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_0.85fr] lg:py-24">
        <div>
          <p className="mb-4 inline-block rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
            Free to start · {plans.free.dailyRequests} AI requests a day
          </p>
          <h1 className="font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Your AI dating coach for better matches and better dates
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">
            Datewise helps you write a profile people want to answer, find the right words in the chat, and plan dates
            you both enjoy. It works with whichever dating app you already use.
          </p>
          <CtaPair cta="hero" className="mt-8" />
          <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2">
            <RatingLine value={figures.landingRating.value} reviews={figures.landingRating.reviews} />
            <p className="text-sm text-muted-foreground">
              <strong className="font-semibold text-foreground">{figures.users}</strong> users
            </p>
          </div>
        </div>
        <div className="relative pt-20 sm:pt-24">
          <Illustration
            scene="conversation"
            width={150}
            backdrop={false}
            className="absolute top-0 right-4 sm:right-10"
          />
          <div className="relative">
            <ExampleCoachCard />
          </div>
        </div>
      </div>
    </section>
  );
}

function GatedGuide({ guide }: { guide: SampleGuide }) {
  const titleId = `guide-${guide.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm"
      data-gated-guide
    >
      <CardArt scene={sceneForCategory(guide.category)} />
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-secondary px-2.5 py-0.5 font-medium text-secondary-foreground">
          {guide.category}
        </span>
        <span className="text-muted-foreground">{guide.readTime}</span>
        {guide.trending ? (
          <span className="flex items-center gap-1 font-medium text-primary">
            <TrendingUp className="size-4" aria-hidden="true" />
            Trending
          </span>
        ) : null}
      </p>
      <h3 id={titleId} className="mt-3 text-xl font-semibold">
        <a
          href={signInReturningTo(guidePath(guide.id))}
          className="hover:text-primary hover:underline"
          data-cta="guide-title"
        >
          {guide.title}
        </a>
      </h3>
      <div className="mt-3 space-y-3 text-foreground/90">
        {guide.excerpt.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-auto pt-5">
        <div className="rounded-xl border border-dashed border-input bg-muted/60 p-4">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <Lock className="size-4 text-primary" aria-hidden="true" />
            The full guide covers
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground marker:text-primary">
            {guide.covers.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <CtaLink
          href={signInReturningTo(guidePath(guide.id))}
          cta="guide-gate"
          size="default"
          className="mt-5 h-auto w-full py-3 text-center whitespace-normal"
        >
          <Lock className="size-4" aria-hidden="true" />
          Sign up free to read the full guide
        </CtaLink>
      </div>
    </article>
  );
}

function LandingPage() {
  return (
    <>
      <LandingHero />
      <Section
        id="benefits"
        title="Why people date with a coach in their pocket"
        intro="Online dating rewards small things done well: a clear profile, a specific first message, a plan for the first date. Datewise helps with each of them, whenever you need it."
      >
        <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_auto]">
          <BenefitList items={benefits} />
          <Illustration scene="profile" width={280} className="mx-auto max-lg:order-first max-lg:h-auto max-lg:w-56" />
        </div>
      </Section>
      <Section
        id="features"
        muted
        title="Four tools, one coach"
        intro="Each tool handles one part of dating online. Use the one you need today and leave the rest for later."
      >
        <FeatureGrid items={features} />
      </Section>
      <StatsBand stats={landingStats} />
      <Section
        id="testimonials"
        title="What changes when you have a coach"
        intro="Six people, six different problems. What they had in common: small, specific changes that made dating feel less like guesswork."
      >
        <TestimonialGrid testimonials={landingTestimonials} />
        <TestimonialNote />
      </Section>
      <Section
        id="guides"
        muted
        title="Dating guides from the coach"
        intro={
          <>
            Practical guides written for people who date online. Read the opening of each here; the full guides are free
            for members.
          </>
        }
      >
        <div className="grid gap-5 lg:grid-cols-3">
          {sampleGuides.map((guide) => (
            <GatedGuide key={guide.id} guide={guide} />
          ))}
        </div>
        <p className="mt-8 flex items-center gap-2 text-muted-foreground">
          <BookOpen className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            Looking for something you can read right now?{' '}
            <a href={paths.blog} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
              Browse the dating advice blog
            </a>
            .
          </span>
        </p>
      </Section>
      <ClosingCta
        title="Your next match deserves a better first message"
        text={`Start free with ${plans.free.dailyRequests} AI requests a day. Sign in with Google and try your first tool right away.`}
        cta="closing"
      />
    </>
  );
}

export function landingPages(): SitePage[] {
  const description =
    'Datewise is an AI dating coach: feedback on your dating profile, messages that get replies, date ideas and daily tips. Free to start, no credit card needed.';
  return [
    {
      path: paths.home,
      title: 'Datewise: AI Dating Coach for Better Profiles, Messages and Dates',
      description,
      lastModified: '2025-02-10',
      jsonLd: [webApplication({ path: paths.home, name: 'Datewise', description })],
      Component: LandingPage,
    },
  ];
}
