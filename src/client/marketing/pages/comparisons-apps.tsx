import { Award, Crown, Heart } from 'lucide-react';
import { countOf } from '../../../shared/plural';
import { paths } from '../../../shared/routes';
import { article } from '../site/seo';
import type { SitePage } from '../site/site-page';
import { Breadcrumbs, Card, ClosingCta, CtaPair, PageHero, Section } from '../site/ui';
import {
  appReviews,
  appStats,
  appTips,
  bigThreeRows,
  categoryBadge,
  categoryFilters,
  recommendations,
} from '../content/comparisons-apps';
import {
  COMPARISONS_AUTHOR,
  COMPARISONS_PUBLISHED,
  COMPARISONS_UPDATED,
  PRICE_CAVEAT,
} from '../content/comparisons-shared';
import {
  DataTable,
  ExternalLink,
  FigureCards,
  MarkList,
  OurRating,
  RelatedComparisons,
  Updated,
} from './comparisons-shared';

const PATH = paths.bestDatingApps;
const NAME = 'Best Dating Apps 2025';

const recommendationIcons = { 'Best overall': Award, 'Most popular': Crown, 'Best for women': Heart } as const;

function countFor(value: string): number {
  return value === 'all' ? appReviews.length : appReviews.filter((app) => app.category === value).length;
}

function AppFilter() {
  return (
    <div data-filter>
      <div role="group" aria-label="Filter apps by category" className="flex flex-wrap gap-2">
        {categoryFilters.map((filter) => (
          <button
            key={filter.value}
            type="button"
            data-filter-value={filter.value}
            data-filter-label={filter.long}
            aria-pressed={filter.value === 'all'}
            className="group inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-input bg-card px-4 text-sm font-semibold text-foreground shadow-xs transition-colors hover:border-control hover:bg-accent aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
          >
            {filter.label}
            <span
              data-count
              className="rounded-full bg-muted px-2 py-0.5 text-xs text-foreground group-aria-pressed:bg-white group-aria-pressed:text-primary"
            >
              {countFor(filter.value)}
            </span>
            <span className="sr-only"> {countFor(filter.value) === 1 ? 'app' : 'apps'}</span>
          </button>
        ))}
      </div>
      <p data-filter-status aria-live="polite" className="mt-3 text-sm text-muted-foreground">
        Showing all {countOf(appReviews.length, 'app')}
      </p>
      <ol className="mt-6 grid gap-5 lg:grid-cols-2">
        {appReviews.map((app, index) => (
          <li key={app.name} data-category={app.category} className="flex">
            <article
              aria-labelledby={`app-${index}`}
              className="flex w-full flex-col rounded-2xl border border-border bg-card p-6 shadow-sm"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h3 id={`app-${index}`} className="font-display text-2xl font-semibold">
                  {app.name}
                </h3>
                <span className="rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-secondary-foreground">
                  {categoryBadge[app.category]}
                </span>
              </div>
              <div className="mt-2">
                <OurRating rating={app.rating} name={app.name} />
              </div>
              <p className="mt-3 text-sm">
                <strong>Best for:</strong> {app.bestFor}
              </p>
              <p className="mt-3 text-foreground/90">{app.description}</p>
              <div className="mt-4 grid gap-4 sm:grid-cols-2">
                <div>
                  <h4 className="text-sm font-semibold text-success-soft-foreground">Pros</h4>
                  <div className="mt-2">
                    <MarkList items={app.pros} tone="pro" />
                  </div>
                </div>
                <div>
                  <h4 className="text-sm font-semibold text-destructive-soft-foreground">Cons</h4>
                  <div className="mt-2">
                    <MarkList items={app.cons} tone="con" />
                  </div>
                </div>
              </div>
              <p className="mt-4 rounded-lg bg-muted px-3 py-2 text-sm">
                <strong>Pricing:</strong> {app.pricing}
              </p>
              <p className="mt-auto pt-4 text-sm">
                <ExternalLink
                  href={app.website}
                  className="font-semibold text-primary underline underline-offset-4 hover:text-primary-hover"
                >
                  {app.name} official site
                </ExternalLink>
              </p>
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}

function BestDatingAppsPage() {
  return (
    <>
      <Breadcrumbs trail={[{ name: NAME, path: PATH }]} />
      <PageHero
        eyebrow="Reviewed for 2025"
        title="The 8 Best Dating Apps of 2025, Compared"
        lead={
          <>
            <p>
              Tinder, Bumble, Hinge and five more, reviewed side by side: who each app suits, what it does well, where
              it falls short and what it costs. Filter by what you are looking for and find your shortlist in a minute.
            </p>
            <Updated date={COMPARISONS_UPDATED} author={COMPARISONS_AUTHOR} />
          </>
        }
      >
        <CtaPair cta="hero" className="justify-center" />
      </PageHero>

      <Section
        id="numbers"
        title="Online dating by the numbers"
        intro="Four figures that show how big online dating has become. The two market figures are industry estimates; the two percentages come from Stanford's long-running survey of how couples meet."
      >
        <FigureCards
          label="Online dating figures"
          figures={appStats.map((stat) => ({ value: stat.value, label: stat.label, source: stat.source }))}
        />
      </Section>

      <Section
        id="apps"
        title="8 dating apps reviewed"
        intro="Choose a category to narrow the list. Ratings are our own editorial scores out of 5; the stars round down."
        muted
      >
        <AppFilter />
        <p className="mt-6 text-sm text-muted-foreground">{PRICE_CAVEAT}</p>
      </Section>

      <Section
        id="tinder-bumble-hinge"
        title="Tinder vs Bumble vs Hinge"
        intro={
          <>
            The three apps most people start with, compared on what matters day to day. For a deeper look at the first
            two, read our{' '}
            <a href={paths.tinderVsBumble} className="text-primary underline underline-offset-4">
              Tinder vs Bumble comparison
            </a>
            .
          </>
        }
      >
        <DataTable
          id="big-three-table"
          caption="Tinder, Bumble and Hinge compared"
          columns={['Criteria', 'Tinder', 'Bumble', 'Hinge', 'Winner']}
          rows={bigThreeRows.map((row) => ({
            key: row.criteria,
            header: row.criteria,
            cells: [row.tinder, row.bumble, row.hinge, row.winner],
          }))}
          highlightLast
        />
      </Section>

      <Section id="recommendations" title="Our picks" muted>
        <ul className="grid gap-5 md:grid-cols-3">
          {recommendations.map((pick) => {
            const Icon = recommendationIcons[pick.label as keyof typeof recommendationIcons];
            return (
              <li key={pick.label}>
                <Card className="h-full">
                  <Icon aria-hidden="true" className="size-6 text-primary" />
                  <p className="mt-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                    {pick.label}
                  </p>
                  <h3 className="mt-1 font-display text-2xl font-semibold">{pick.app}</h3>
                  <p className="mt-2 text-foreground/90">{pick.text}</p>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="tips" title="8 tips to get more from any dating app">
        <ol className="grid gap-4 sm:grid-cols-2">
          {appTips.map((tip, index) => (
            <li key={tip.title} className="flex gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{tip.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{tip.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <RelatedComparisons current={PATH} />

      <ClosingCta
        title="Whichever app you choose, make your profile count"
        text="Datewise reviews your bio, suggests openers that fit each match and plans dates worth going on."
        cta="closing"
      />
    </>
  );
}

export function bestDatingAppsPage(): SitePage {
  const title = 'Best Dating Apps 2025: 8 Apps Reviewed and Compared | Datewise';
  const description =
    'Tinder, Bumble, Hinge, Match, eHarmony and three more dating apps compared for 2025: who each suits, pros and cons, typical prices and our picks.';
  return {
    path: PATH,
    title,
    description,
    lastModified: COMPARISONS_UPDATED,
    breadcrumbs: [{ name: NAME, path: PATH }],
    keywords: ['best dating apps 2025', 'dating app comparison', 'Tinder vs Bumble vs Hinge', 'dating app reviews'],
    ogType: 'article',
    jsonLd: [
      article({
        path: PATH,
        headline: 'The 8 Best Dating Apps of 2025, Compared',
        description,
        datePublished: COMPARISONS_PUBLISHED,
        dateModified: COMPARISONS_UPDATED,
        author: COMPARISONS_AUTHOR,
        authorType: 'Organization',
      }),
    ],
    Component: BestDatingAppsPage,
  };
}
