import { authPaths, paths } from '../../../shared/routes';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { article, faqPage } from '../site/seo';
import type { SitePage } from '../site/site-page';
import { Breadcrumbs, Card, ClosingCta, CtaLink, CtaPair, FaqList, PageHero, Section } from '../site/ui';
import {
  coachFaqs,
  coachOptions,
  featureColumns,
  featureRows,
  ratingCriteria,
} from '../content/comparisons-ai-coaches';
import { COMPARISONS_AUTHOR, COMPARISONS_PUBLISHED, COMPARISONS_UPDATED } from '../content/comparisons-shared';
import { priceCopy } from '../content/figures';
import { DataTable, ExternalLink, MarkList, OurRating, RelatedComparisons, Updated } from './comparisons-shared';

const PATH = paths.bestAiDatingCoaches;
const NAME = 'Best AI Dating Coaches 2025';

function Ranking() {
  return (
    <ol className="space-y-6">
      {coachOptions.map((option) => (
        <li key={option.name}>
          <article
            aria-labelledby={`coach-${option.rank}`}
            className={cn(
              'rounded-2xl border bg-card p-6 shadow-sm sm:p-8',
              option.rank === 1 ? 'border-primary ring-1 ring-primary' : 'border-border',
            )}
          >
            <div className="flex flex-wrap items-start gap-4">
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary font-display text-xl font-semibold text-primary-foreground"
              >
                {option.rank}
              </span>
              <div className="min-w-0 flex-1">
                <h3 id={`coach-${option.rank}`} className="font-display text-2xl font-semibold">
                  <span className="sr-only">Number {option.rank}: </span>
                  {option.name}
                </h3>
                <p className="text-sm text-muted-foreground">{option.kind}</p>
                <div className="mt-2">
                  <OurRating rating={option.rating} name={option.name} />
                </div>
              </div>
            </div>
            <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-2">
              <div className="rounded-lg bg-muted px-3 py-2">
                <dt className="font-semibold">Price</dt>
                <dd>{option.price}</dd>
              </div>
              <div className="rounded-lg bg-muted px-3 py-2">
                <dt className="font-semibold">Best for</dt>
                <dd>{option.bestFor}</dd>
              </div>
            </dl>
            <p className="mt-4 text-foreground/90">{option.summary}</p>
            <div className="mt-5 grid gap-5 sm:grid-cols-2">
              <div>
                <h4 className="text-sm font-semibold text-success-soft-foreground">Strengths</h4>
                <div className="mt-2">
                  <MarkList items={option.pros} tone="pro" />
                </div>
              </div>
              <div>
                <h4 className="text-sm font-semibold text-destructive-soft-foreground">Limitations</h4>
                <div className="mt-2">
                  <MarkList items={option.cons} tone="con" />
                </div>
              </div>
            </div>
            <div className="mt-6 flex flex-wrap gap-3">
              {option.link.external ? (
                <ExternalLink
                  href={option.link.href}
                  cta={`ranking-${option.rank}`}
                  className={buttonVariants({ variant: 'outline', size: 'default' })}
                >
                  {option.link.label}
                </ExternalLink>
              ) : (
                <>
                  <CtaLink href={option.link.href} cta="ranking" size="default">
                    {option.link.label}
                  </CtaLink>
                  <CtaLink href={paths.freeProfileAnalyzer} cta="ranking" size="default" variant="outline">
                    Free Profile Analysis
                  </CtaLink>
                </>
              )}
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}

function BestAiCoachesPage() {
  return (
    <>
      <Breadcrumbs trail={[{ name: NAME, path: PATH }]} />
      <PageHero
        eyebrow="2025 comparison"
        title="The Best AI Dating Coaches of 2025"
        lead={
          <>
            <p>
              AI can help you write a better profile, answer a match and plan a date. We compare four ways to get that
              help: a dedicated AI dating coach, a general AI assistant, the AI tools inside dating apps, and a human
              coach, with what each costs and who it suits.
            </p>
            <Updated date={COMPARISONS_UPDATED} author={COMPARISONS_AUTHOR} />
          </>
        }
      >
        <CtaPair cta="hero" signUpLabel="Get AI Dating Coach" className="justify-center" />
      </PageHero>

      <Section
        id="ranking"
        title="Our ranking"
        intro={
          <p>
            A note before you read: we make Datewise, and we rank it first. We have tried to be fair to the
            alternatives, name only real products and state only facts we can stand behind. Ratings are our own scores
            out of 5; the stars round down.
          </p>
        }
      >
        <Ranking />
      </Section>

      <Section id="features" title="Feature comparison" muted>
        <DataTable
          id="coach-feature-table"
          caption="What each option offers"
          columns={['Feature', ...featureColumns]}
          rows={featureRows.map((row) => ({ key: row.feature, header: row.feature, cells: row.values }))}
        />
        <p className="mt-4 text-sm text-muted-foreground">
          ChatGPT Plus is OpenAI&apos;s paid plan at $20 a month. In-app AI tools differ from app to app; Tinder&apos;s
          Photo Selector is one example. Human coaches set their own prices.
        </p>
      </Section>

      <Section id="how-we-rated" title="How we rated them">
        <ul className="grid max-w-3xl list-disc gap-2 pl-5 text-foreground/90 marker:text-primary">
          {ratingCriteria.map((criterion) => (
            <li key={criterion}>{criterion}</li>
          ))}
        </ul>
      </Section>

      <Section id="recommendation" title="Our recommendation" muted>
        <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
          <div className="max-w-3xl space-y-4 text-lg text-foreground/90">
            <p>
              <strong>Start with Datewise</strong> if you want help that already understands dating: a bio review, first
              messages and replies for each match, and date ideas. It is free to start with {priceCopy.freeDaily}, so
              you can judge the advice before you pay anything.
            </p>
            <p>
              <strong>Already paying for ChatGPT Plus?</strong> Use it, and give it the details: the app, your bio, the
              match&apos;s profile and what you want. <strong>Choosing photos?</strong> Try the tools built into your
              dating app. <strong>Stuck on confidence or repeating patterns?</strong> A good human coach is worth the
              cost.
            </p>
          </div>
          <Card className="self-start">
            <h3 className="font-display text-xl font-semibold">Datewise pricing</h3>
            <ul className="mt-3 space-y-1.5 text-sm">
              <li>Free: {priceCopy.freeDaily}</li>
              <li>Credits: {priceCopy.credits}, one per request</li>
              <li>Premium: {priceCopy.premiumLong}, unlimited requests</li>
            </ul>
            <div className="mt-5">
              <CtaLink href={authPaths.signIn} cta="recommendation" size="default">
                Start AI Dating Coach
              </CtaLink>
            </div>
          </Card>
        </div>
      </Section>

      <Section id="faq" title="Frequently asked questions">
        <FaqList faqs={coachFaqs} group="ai-coaches" />
      </Section>

      <RelatedComparisons current={PATH} />

      <ClosingCta
        title="Try an AI dating coach free"
        text={`Start with ${priceCopy.freeDaily}: a better bio, openers that fit each match and dates worth going on.`}
        cta="closing"
      />
    </>
  );
}

export function bestAiCoachesPage(): SitePage {
  const description =
    'Datewise, ChatGPT Plus, AI tools inside dating apps and human coaches compared for 2025: features, prices and who each suits, with our honest pick.';
  return {
    path: PATH,
    title: 'Best AI Dating Coaches 2025: 4 Options Compared | Datewise',
    description,
    lastModified: COMPARISONS_UPDATED,
    breadcrumbs: [{ name: NAME, path: PATH }],
    keywords: [
      'best AI dating coach',
      'AI dating coach 2025',
      'AI dating assistant',
      'ChatGPT for dating',
      'dating profile help',
      'AI wingman',
    ],
    ogType: 'article',
    jsonLd: [
      article({
        path: PATH,
        headline: 'The Best AI Dating Coaches of 2025',
        description,
        datePublished: COMPARISONS_PUBLISHED,
        dateModified: COMPARISONS_UPDATED,
        author: COMPARISONS_AUTHOR,
        authorType: 'Organization',
        keywords: ['AI dating coach', 'AI dating assistant', 'ChatGPT for dating'],
      }),
      faqPage(coachFaqs),
    ],
    Component: BestAiCoachesPage,
  };
}
