import type { ReactNode } from 'react';
import { paths } from '../../../shared/routes';
import type { Heading } from '../content/markdown';
import { cn } from '../../lib/cn';

/** Pieces shared by the company, help and legal pages. */

export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** A plain-text link in body copy. */
export const textLink = 'font-medium text-primary underline underline-offset-4 hover:text-primary-hover';

/** The top of a policy page: like PageHero, left-aligned to the contents column below it. */
export function PolicyHero({ title, summary, updated }: { title: string; summary: string; updated: ReactNode }) {
  return (
    <section className="relative overflow-hidden border-b border-border/60">
      <div aria-hidden="true" className="site-hero-glow pointer-events-none absolute inset-0" />
      <div className="relative mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="mb-4 inline-block rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
          Legal
        </p>
        <h1 className="font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{summary}</p>
        <p className="mt-4 text-muted-foreground">{updated}</p>
      </div>
    </section>
  );
}

/** A policy document: its table of contents beside the Markdown body. */
export function PolicyBody({ html, headings, label }: { html: string; headings: Heading[]; label: string }) {
  const sections = headings.filter((heading) => heading.depth === 2);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14 lg:py-16">
      <nav
        aria-label={`${label}: contents`}
        className="mb-10 rounded-2xl border border-border bg-card p-5 shadow-sm lg:sticky lg:top-24 lg:mb-0 lg:self-start"
      >
        <p className="mb-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">Contents</p>
        <ol className="space-y-1 text-sm">
          {sections.map((heading, index) => (
            <li key={heading.id} className="flex gap-2">
              <span className="w-5 shrink-0 text-right text-muted-foreground tabular-nums" aria-hidden="true">
                {index + 1}.
              </span>
              <a href={`#${heading.id}`} className="text-foreground/90 hover:text-primary hover:underline">
                {heading.text}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose-article max-w-3xl" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

/** Links to the other policies and help, at the foot of each policy page. */
export function RelatedPages({ current, className }: { current: string; className?: string }) {
  const pages = [
    { path: paths.privacyPolicy, label: 'Privacy Policy', text: 'What we collect, why, and your choices.' },
    { path: paths.termsOfService, label: 'Terms of Service', text: 'The agreement for using Datewise.' },
    {
      path: paths.cancellationsRefunds,
      label: 'Cancellations & Refunds',
      text: 'Canceling Premium, credits and refunds.',
    },
    { path: paths.helpSupport, label: 'Help & Support', text: 'Answers to common questions, and how to reach us.' },
  ].filter((page) => page.path !== current);
  return (
    <section aria-labelledby="related-heading" className={cn('border-t border-border bg-card/70', className)}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="related-heading" className="font-display text-2xl font-semibold">
          Related pages
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {pages.map((page) => (
            <li key={page.path}>
              <a
                href={page.path}
                className="block h-full rounded-2xl border border-border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
              >
                <span className="font-semibold text-primary">{page.label}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{page.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
