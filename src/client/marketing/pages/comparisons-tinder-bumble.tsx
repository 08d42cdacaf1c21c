import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { authPaths, paths } from '../../../shared/routes';
import { article } from '../site/seo';
import type { SitePage } from '../site/site-page';
import { Breadcrumbs, Card, ClosingCta, CtaLink, PageHero, Section } from '../site/ui';
import {
  COMPARISONS_AUTHOR,
  COMPARISONS_PUBLISHED,
  COMPARISONS_UPDATED,
  PRICE_CAVEAT,
} from '../content/comparisons-shared';
import {
  chooseBumble,
  chooseTinder,
  featureRows,
  overviewRows,
  pricingRows,
  prosCons,
  successRows,
  successTips,
  summaries,
  type VersusRow,
} from '../content/comparisons-tinder-bumble';
import { DataTable, MarkList, OurRating, RelatedComparisons, Updated } from './comparisons-shared';

const PATH = paths.tinderVsBumble;
const NAME = 'Tinder vs Bumble';

function VersusTable({ id, caption, first, rows }: { id: string; caption: string; first: string; rows: VersusRow[] }) {
  return (
    <DataTable
      id={id}
      caption={caption}
      columns={[first, 'Tinder', 'Bumble']}
      rows={rows.map((row) => ({ key: row.label, header: row.label, cells: [row.tinder, row.bumble] }))}
    />
  );
}

const tabs: { id: string; label: string; heading: string; body: () => ReactNode }[] = [
  {
    id: 'overview',
    label: 'Overview',
    heading: 'Overview: how the two apps differ',
    body: () => (
      <>
        <p className="mb-4 max-w-3xl text-foreground/90">
          Both apps use the same swipe to match. The difference is what happens next: on Tinder anyone can write, with
          no deadline; on Bumble women write first in women-men matches, and the clock is ticking.
        </p>
        <VersusTable id="overview-table" caption="Tinder and Bumble at a glance" first="Criteria" rows={overviewRows} />
      </>
    ),
  },
  {
    id: 'features',
    label: 'Features',
    heading: 'Features side by side',
    body: () => (
      <>
        <p className="mb-4 max-w-3xl text-foreground/90">
          Most features have a twin on the other app under a different name. Some are free, and many sit behind a paid
          tier.
        </p>
        <VersusTable
          id="features-table"
          caption="Tinder and Bumble features"
          first="What you want"
          rows={featureRows}
        />
      </>
    ),
  },
  {
    id: 'pricing',
    label: 'Pricing',
    heading: 'Pricing compared',
    body: () => (
      <>
        <p className="mb-4 max-w-3xl text-foreground/90">
          Both apps are free to use. The paid tiers below are example US list prices for one month.
        </p>
        <DataTable
          id="pricing-table"
          caption="Tinder and Bumble paid tiers (example US list prices)"
          wide={false}
          columns={['Plan', 'Example price', 'What it adds']}
          rows={pricingRows.map((row) => ({ key: row.plan, header: row.plan, cells: [row.price, row.adds] }))}
          cellClassName={['whitespace-nowrap']}
        />
        <p className="mt-4 text-sm text-muted-foreground">{PRICE_CAVEAT}</p>
      </>
    ),
  },
];

/**
 * Tabs (spec 001 §4: overview default, features, pricing). All three panels are
 * in the HTML, stacked with their headings; enhance/tabs.ts turns them into an
 * ARIA tab set (the tab list stays hidden without JavaScript).
 */
function ComparisonTabs() {
  return (
    <div data-tabs>
      <div
        role="tablist"
        aria-label="Tinder vs Bumble comparison"
        hidden
        className="mb-6 inline-flex flex-wrap gap-1 rounded-full border border-border bg-card p-1 shadow-xs"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-controls={`panel-${tab.id}`}
            aria-selected={index === 0}
            tabIndex={index === 0 ? 0 : -1}
            className="h-10 cursor-pointer rounded-full px-5 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground aria-selected:bg-primary aria-selected:text-primary-foreground"
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="space-y-10">
        {tabs.map((tab) => (
          <section key={tab.id} id={`panel-${tab.id}`} aria-labelledby={`panel-${tab.id}-heading`} data-tab-panel>
            <h3 id={`panel-${tab.id}-heading`} className="mb-3 font-display text-2xl font-semibold">
              {tab.heading}
            </h3>
            {tab.body()}
          </section>
        ))}
      </div>
    </div>
  );
}

function TinderVsBumblePage() {
  return (
    <>
      <Breadcrumbs trail={[{ name: NAME, path: PATH }]} />
      <PageHero
        eyebrow="Updated for 2025"
        title="Tinder vs Bumble: Which Dating App Should You Use?"
        lead={
          <>
            <p>
              Same swipe, different rules. Tinder gives you the biggest pool and total freedom; Bumble lets women make
              the first move and puts a 24-hour clock on every match. Here is how they compare on features, price and
              results, and which one fits what you want.
            </p>
            <Updated date={COMPARISONS_UPDATED} author={COMPARISONS_AUTHOR} />
          </>
        }
      >
        <div className="flex flex-wrap justify-center gap-3">
          <CtaLink href={authPaths.signIn} cta="hero">
            Get AI Dating Coach
          </CtaLink>
          <CtaLink href={paths.freeProfileAnalyzer} cta="hero" variant="outline">
            Free Profile Analysis
          </CtaLink>
        </div>
      </PageHero>

      <Section id="summary" title="The short version">
        <ul className="grid gap-5 md:grid-cols-2">
          {summaries.map((app) => (
            <li key={app.name}>
              <Card className="h-full">
                <h3 className="font-display text-2xl font-semibold">{app.name}</h3>
                <div className="mt-2">
                  <OurRating rating={app.rating} name={app.name} />
                </div>
                <p className="mt-3 text-foreground/90">{app.tagline}</p>
                <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  {app.facts.map((fact) => (
                    <div key={fact.label} className="contents">
                      <dt className="font-semibold text-muted-foreground">{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="compare" title="Tinder vs Bumble, side by side" muted>
        <ComparisonTabs />
      </Section>

      <Section
        id="success"
        title="Which app gets better results?"
        intro="Neither app publishes a success rate we can verify, so we compare the things that drive results instead: who you can reach, who starts the chat and what people are there for."
      >
        <DataTable
          id="success-table"
          caption="What drives results on Tinder and Bumble"
          columns={['Metric', 'Tinder', 'Bumble', 'Winner']}
          rows={successRows.map((row) => ({
            key: row.metric,
            header: row.metric,
            cells: [row.tinder, row.bumble, row.winner],
          }))}
          highlightLast
        />
        <p className="mt-4 text-sm text-muted-foreground">
          &quot;Share of users seeking relationships&quot; reflects each app&apos;s design and reputation; neither
          company publishes that figure.
        </p>
      </Section>

      <Section id="pros-cons" title="Pros and cons" muted>
        <div className="grid gap-5 md:grid-cols-2">
          {prosCons.map((app) => (
            <Card key={app.app}>
              <h3 className="font-display text-2xl font-semibold">{app.app}</h3>
              <h4 className="mt-4 text-sm font-semibold text-success-soft-foreground">Pros</h4>
              <div className="mt-2">
                <MarkList items={app.pros} tone="pro" />
              </div>
              <h4 className="mt-4 text-sm font-semibold text-destructive-soft-foreground">Cons</h4>
              <div className="mt-2">
                <MarkList items={app.cons} tone="con" />
              </div>
            </Card>
          ))}
        </div>
      </Section>

      <Section id="choose" title="Which should you choose?">
        <div className="grid gap-5 md:grid-cols-2">
          {[
            { app: 'Tinder', items: chooseTinder },
            { app: 'Bumble', items: chooseBumble },
          ].map((choice) => (
            <Card key={choice.app}>
              <h3 className="font-display text-xl font-semibold">Choose {choice.app} if…</h3>
              <ul className="mt-3 space-y-2">
                {choice.items.map((item) => (
                  <li key={item} className="flex gap-2">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
        <p className="mt-6 max-w-3xl text-foreground/90">
          Not sure? Use both for two weeks with the same photos and bio, then keep the one where your conversations
          actually lead to dates.
        </p>
      </Section>

      <Section id="tips" title="Tips to succeed on either app" muted>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {successTips.map((tip, index) => (
            <li key={tip.title} className="rounded-2xl border border-border bg-card p-5 shadow-sm">
              <p aria-hidden="true" className="font-display text-3xl font-semibold text-primary">
                {index + 1}
              </p>
              <h3 className="mt-1 font-semibold">{tip.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{tip.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="bottom-line" title="The bottom line">
        <div className="max-w-3xl space-y-4 text-lg text-foreground/90">
          <p>
            <strong>Tinder</strong> is the better choice when you want reach: more people, more places and no deadlines.{' '}
            <strong>Bumble</strong> is the better choice when you want control and momentum: women decide who they hear
            from, and matches either turn into conversations or expire.
          </p>
          <p>
            On both apps, results come down to the same things: a clear first photo, a bio that gives people something
            to answer, and first messages that are about the other person. That part is where a coach helps most.
          </p>
        </div>
      </Section>

      <RelatedComparisons current={PATH} />

      <ClosingCta
        title="Get more from Tinder or Bumble"
        text="Datewise reviews your bio, suggests openers for each match and helps you turn chats into dates."
        cta="closing"
      />
    </>
  );
}

export function tinderVsBumblePage(): SitePage {
  const description =
    'Tinder vs Bumble in 2025: who messages first, features, typical prices and which app gets better results, with pros, cons and tips for each dating app.';
  return {
    path: PATH,
    title: 'Tinder vs Bumble 2025: Features, Pricing and Which to Choose',
    description,
    lastModified: COMPARISONS_UPDATED,
    breadcrumbs: [{ name: NAME, path: PATH }],
    keywords: ['Tinder vs Bumble', 'Tinder or Bumble', 'Bumble vs Tinder 2025', 'dating app comparison'],
    ogType: 'article',
    jsonLd: [
      article({
        path: PATH,
        headline: 'Tinder vs Bumble: Which Dating App Should You Use?',
        description,
        datePublished: COMPARISONS_PUBLISHED,
        dateModified: COMPARISONS_UPDATED,
        author: COMPARISONS_AUTHOR,
        authorType: 'Organization',
      }),
    ],
    Component: TinderVsBumblePage,
  };
}
