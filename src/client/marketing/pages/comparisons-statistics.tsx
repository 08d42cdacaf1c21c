import { paths } from '../../../shared/routes';
import { article } from '../site/seo';
import type { SitePage } from '../site/site-page';
import { Breadcrumbs, Card, ClosingCta, PageHero, Section } from '../site/ui';
import { COMPARISONS_AUTHOR, COMPARISONS_PUBLISHED, COMPARISONS_UPDATED } from '../content/comparisons-shared';
import {
  appUsage,
  behaviorStats,
  demographics,
  keyFigures,
  predictions,
  relationshipStats,
  revenueRows,
  safetyStats,
  safetyTips,
  sources,
  successStats,
  type SourceId,
  type Stat,
} from '../content/comparisons-statistics';
import { DataTable, ExternalLink, FigureCards, RelatedComparisons, Updated } from './comparisons-shared';

const PATH = paths.datingStatistics;
const NAME = 'Dating Statistics 2025';

const byId = new Map(sources.map((source) => [source.id, source]));

/** "(Pew Research Center, 2023)", linked to the entry under Sources. */
function Cite({ ids }: { ids: SourceId | SourceId[] }) {
  const list = Array.isArray(ids) ? ids : [ids];
  return (
    <span className="text-muted-foreground">
      (
      {list.map((id, index) => (
        <span key={id}>
          {index > 0 ? '; ' : null}
          <a href={`#source-${id}`} className="underline underline-offset-4 hover:text-foreground">
            {byId.get(id)!.cite}
          </a>
        </span>
      ))}
      )
    </span>
  );
}

function StatList({ stats }: { stats: Stat[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {stats.map((stat) => (
        <li key={stat.text} className="rounded-2xl border border-border bg-card p-5 shadow-sm">
          <p className="font-display text-2xl font-semibold text-primary">{stat.value}</p>
          <p className="mt-1 text-foreground/90">
            {stat.text} <Cite ids={stat.source} />
          </p>
        </li>
      ))}
    </ul>
  );
}

const contents = [
  { id: 'key-figures', label: 'Key figures' },
  { id: 'app-usage', label: 'App usage' },
  { id: 'demographics', label: 'Demographics' },
  { id: 'success-rates', label: 'Success rates' },
  { id: 'market-revenue', label: 'Market revenue' },
  { id: 'behavior-trends', label: 'Behavior trends' },
  { id: 'relationships', label: 'How couples meet' },
  { id: 'safety', label: 'Safety' },
  { id: 'predictions', label: '2026 predictions' },
  { id: 'sources', label: 'Sources' },
];

function DatingStatisticsPage() {
  return (
    <>
      <Breadcrumbs trail={[{ name: NAME, path: PATH }]} />
      <PageHero
        eyebrow="2025 report"
        title="Online Dating Statistics 2025"
        lead={
          <>
            <p>
              Who dates online, how many couples meet that way, what the apps earn and what to watch out for. Every
              figure here comes from a published source, named next to it and listed at the end.
            </p>
            <Updated date={COMPARISONS_UPDATED} author={COMPARISONS_AUTHOR} />
          </>
        }
      />

      <nav aria-label="On this page" className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">
        <p className="text-sm font-semibold text-muted-foreground">On this page</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {contents.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                className="inline-block rounded-full border border-border bg-card px-3 py-1 text-sm hover:border-control hover:bg-accent"
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <Section
        id="key-figures"
        title="Key figures"
        intro="Most of these figures describe the United States, where the most reliable public data exists."
      >
        <FigureCards
          label="Key online dating figures"
          figures={keyFigures.map((stat) => ({
            value: stat.value,
            label: stat.text,
            source: <Cite ids={stat.source} />,
          }))}
        />
      </Section>

      <Section id="app-usage" title="Dating app usage" muted>
        <StatList stats={appUsage} />
      </Section>

      <Section
        id="demographics"
        title="Who uses dating apps"
        intro="Online dating is far more common among younger adults and among lesbian, gay and bisexual adults."
      >
        <DataTable
          id="demographics-table"
          caption="Share of US adults who have ever used a dating site or app (Pew Research Center, 2023)"
          className="max-w-2xl"
          wide={false}
          columns={['Group', 'Have ever used a dating site or app']}
          rows={demographics.map((row) => ({ key: row.group, header: row.group, cells: [row.share] }))}
        />
      </Section>

      <Section
        id="success-rates"
        title="Success rates"
        intro="How often online dating leads to a relationship, and how people feel about it."
        muted
      >
        <StatList stats={successStats} />
      </Section>

      <Section
        id="market-revenue"
        title="Market revenue"
        intro="The two largest listed dating companies report their results publicly. Figures are for the 2024 financial year, with change on 2023."
      >
        <DataTable
          id="revenue-table"
          caption="Dating company results for 2024"
          wide={false}
          columns={['Metric', '2024', 'Reported by']}
          rows={revenueRows.map((row) => ({
            key: row.metric,
            header: row.metric,
            cells: [
              row.value,
              <a key="source" href={`#source-${row.source}`} className="underline underline-offset-4">
                {byId.get(row.source)!.publisher}
              </a>,
            ],
          }))}
        />
        <p className="mt-4 max-w-3xl text-sm text-muted-foreground">
          Together, Match Group and Bumble Inc. reported about $4.55 billion in revenue for 2024. Whole-market estimates
          from research firms are higher (the industry estimate on our dating app guide is $5.61 billion) and vary
          widely by source and method.
        </p>
      </Section>

      <Section id="behavior-trends" title="Behavior trends" muted>
        <StatList stats={behaviorStats} />
      </Section>

      <Section
        id="relationships"
        title="How couples meet"
        intro="Stanford's How Couples Meet and Stay Together survey tracks how American couples first met, decade by decade."
      >
        <StatList stats={relationshipStats} />
      </Section>

      <Section id="safety" title="Safety statistics" muted>
        <StatList stats={safetyStats} />
        <Card className="mt-6">
          <h3 className="font-display text-xl font-semibold">Our safety checklist</h3>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 marker:text-primary">
            {safetyTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Card>
      </Section>

      <Section
        id="predictions"
        title="What we expect in 2026"
        intro="These are our own predictions, based on the trends above. They are expectations, not data."
      >
        <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {predictions.map((prediction, index) => (
            <li key={prediction.title} className="rounded-2xl border border-border bg-card p-5 shadow-sm">
              <p aria-hidden="true" className="font-display text-3xl font-semibold text-primary">
                {index + 1}
              </p>
              <h3 className="mt-1 font-semibold">{prediction.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{prediction.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="sources" title="Sources" muted>
        <ol className="max-w-4xl list-decimal space-y-4 pl-5 marker:text-muted-foreground">
          {sources.map((source) => (
            <li key={source.id} id={`source-${source.id}`} className="scroll-mt-24">
              <p>
                <span className="font-semibold">{source.publisher}</span>
                {source.authors ? <> ({source.authors})</> : null}
                {source.publisher.endsWith('.') && !source.authors ? ' ' : '. '}
                <cite>{source.title}</cite>
                {source.title.endsWith('.') ? ' ' : '. '}
                {source.year}.{source.note ? <span className="text-muted-foreground"> {source.note}</span> : null}
              </p>
              {source.url ? (
                <p className="mt-1 text-sm">
                  <ExternalLink href={source.url} className="break-all text-primary underline underline-offset-4">
                    {source.url.replace(/^https:\/\//, '')}
                  </ExternalLink>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </Section>

      <RelatedComparisons current={PATH} />

      <ClosingCta
        title="Turn the odds in your favor"
        text="Datewise helps you write a profile people answer, start better conversations and plan dates worth going on."
        cta="closing"
      />
    </>
  );
}

export function datingStatisticsPage(): SitePage {
  const description =
    'Online dating statistics for 2025 from Pew, Stanford, the FTC and company reports: who uses dating apps, how couples meet, app revenue and safety.';
  return {
    path: PATH,
    title: 'Online Dating Statistics 2025: Usage, Success and Safety',
    description,
    lastModified: COMPARISONS_UPDATED,
    breadcrumbs: [{ name: NAME, path: PATH }],
    keywords: ['online dating statistics 2025', 'dating app statistics', 'how couples meet', 'dating app revenue'],
    ogType: 'article',
    jsonLd: [
      article({
        path: PATH,
        headline: 'Online Dating Statistics 2025',
        description,
        datePublished: COMPARISONS_PUBLISHED,
        dateModified: COMPARISONS_UPDATED,
        author: COMPARISONS_AUTHOR,
        authorType: 'Organization',
        keywords: ['online dating statistics', 'dating app statistics'],
      }),
    ],
    Component: DatingStatisticsPage,
  };
}
