import { ChevronRight, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { authPaths, paths } from '../../../shared/routes';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
export { FaqList } from '../../components/faq-list';

/**
 * Building blocks of the public pages. Everything here renders to static HTML
 * at build time; interactive parts carry data-* hooks for the site script.
 */

/** Where a sign-up button goes for a visitor who is already signed in (enhance/auth-cta.ts). */
export interface SignedInTarget {
  href: string;
  label: string;
}

const dashboard: SignedInTarget = { href: paths.home, label: 'Open my dashboard' };

/**
 * The data-auth-cta attributes of a sign-in link: the site script points it at the app, with
 * `label`, for a signed-in visitor (the page is prerendered, the same for everyone).
 */
export function authCtaAttributes(target: SignedInTarget = dashboard) {
  return { 'data-auth-cta': target.href, 'data-auth-cta-label': target.label };
}

/**
 * A call to action: a link styled as a button, reported as a cta_click by the site script. A link
 * to sign-in goes to the app instead for a signed-in visitor (`signedIn`, the dashboard unless given).
 */
export function CtaLink({
  href,
  children,
  variant = 'default',
  size = 'lg',
  cta,
  className,
  signedIn,
}: {
  href: string;
  children: ReactNode;
  variant?: 'default' | 'outline' | 'secondary';
  size?: 'sm' | 'default' | 'lg';
  /** Where the button is (e.g. "hero"), for the cta_click event. */
  cta: string;
  className?: string;
  signedIn?: SignedInTarget;
}) {
  const toApp = href.startsWith(authPaths.signIn) ? authCtaAttributes(signedIn) : {};
  return (
    <a href={href} className={cn(buttonVariants({ variant, size }), className)} data-cta={cta} {...toApp}>
      {children}
    </a>
  );
}

/** The two standard calls to action: sign up, and the free analyzer. */
export function CtaPair({
  cta,
  signUpLabel = 'Get Started Free',
  className,
}: {
  cta: string;
  signUpLabel?: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <CtaLink href={authPaths.signIn} cta={cta}>
        {signUpLabel}
      </CtaLink>
      <CtaLink href={paths.freeProfileAnalyzer} cta={cta} variant="outline">
        Try Free Profile Analyzer
      </CtaLink>
    </div>
  );
}

export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  centered = true,
  illustration,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
  centered?: boolean;
  /** A decorative picture above the eyebrow (site/illustrations.tsx). */
  illustration?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b border-border/60">
      <div aria-hidden="true" className="site-hero-glow pointer-events-none absolute inset-0" />
      <div className={cn('relative mx-auto max-w-4xl px-4 py-16 sm:px-6 sm:py-24', centered && 'text-center')}>
        {illustration ? <div className={cn('mb-4 flex', centered && 'justify-center')}>{illustration}</div> : null}
        {eyebrow ? (
          <p className="mb-4 inline-block rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        <div className={cn('mt-5 max-w-2xl text-lg text-muted-foreground', centered && 'mx-auto')}>{lead}</div>
        {children ? <div className={cn('mt-8', centered && 'flex justify-center')}>{children}</div> : null}
      </div>
    </section>
  );
}

export function Section({
  id,
  title,
  intro,
  children,
  muted = false,
  className,
}: {
  id?: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  muted?: boolean;
  className?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cn(muted && 'bg-card/70', 'scroll-mt-20', className)}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <h2 id={headingId} className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {intro ? <div className="mt-3 max-w-3xl text-lg text-muted-foreground">{intro}</div> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('rounded-2xl border border-border bg-card p-6 shadow-sm', className)}>{children}</div>;
}

export function StatsBand({ stats }: { stats: { value: string; label: string }[] }) {
  return (
    <section aria-label="Datewise in numbers" className="bg-brand-deep text-white">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-12 sm:px-6 md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="text-center">
            <dt className="order-2 text-sm font-medium text-white/95">{stat.label}</dt>
            <dd className="font-display text-4xl font-semibold">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export interface Testimonial {
  name: string;
  location: string;
  age: number;
  profession: string;
  text: string;
  rating: number;
  timeUsed: string;
  result: string;
}

export function Stars({ rating, label }: { rating: number; label?: string }) {
  const full = Math.floor(rating);
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label ?? `${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          className={cn('size-4', i < full ? 'fill-amber-500 text-amber-500' : 'text-border')}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}

export function TestimonialGrid({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((t) => (
        <li key={t.name}>
          <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-sm">
            <Stars rating={t.rating} />
            <blockquote className="mt-3 flex-1 text-foreground/90">“{t.text}”</blockquote>
            <p className="mt-4 rounded-lg bg-success-soft px-3 py-1.5 text-sm font-medium text-success-soft-foreground">
              {t.result}
            </p>
            <figcaption className="mt-4 text-sm">
              <span className="font-semibold">{t.name}</span>, {t.age}
              <span className="block text-muted-foreground">
                {t.profession} · {t.location} · used Datewise for {t.timeUsed}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** A question and its answer (the shared JSON-LD `Faq`). */
export type { Faq as FaqItem } from '../../../shared/json-ld';

/** The closing call to action at the foot of most pages. */
export function ClosingCta({ title, text, cta }: { title: string; text: string; cta: string }) {
  return (
    <section className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-4xl rounded-3xl bg-brand-deep px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <h2 className="font-display text-3xl font-semibold sm:text-4xl">{title}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-white/95">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <CtaLink href={authPaths.signIn} cta={cta} variant="secondary">
            Get Started Free
          </CtaLink>
        </div>
        <p className="mt-4 text-sm text-white/95">Free to start · No credit card · Cancel anytime</p>
      </div>
    </section>
  );
}

/**
 * The visible breadcrumb trail: Home, then `trail`, whose last item is the
 * current page. (The BreadcrumbList JSON-LD comes from the page's `breadcrumbs`.)
 */
export function Breadcrumbs({ trail, className }: { trail: { name: string; path: string }[]; className?: string }) {
  const items = [{ name: 'Home', path: paths.home }, ...trail];
  return (
    <nav aria-label="Breadcrumb" className={cn('mx-auto max-w-6xl px-4 pt-5 sm:px-6', className)}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className="flex min-w-0 items-center gap-1">
              {index > 0 ? <ChevronRight aria-hidden="true" className="size-3.5 shrink-0" /> : null}
              {last ? (
                <span aria-current="page" className="line-clamp-1 font-medium text-foreground">
                  {item.name}
                </span>
              ) : (
                <a href={item.path} className="underline-offset-4 hover:text-foreground hover:underline">
                  {item.name}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** "How it works": numbered steps in a row of cards. */
export function NumberedSteps({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-5 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-primary font-display text-lg font-semibold text-primary-foreground"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
          <p className="mt-2 text-muted-foreground">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
