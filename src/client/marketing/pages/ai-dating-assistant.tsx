import { Bot, UserRound } from 'lucide-react';
import { plans } from '../../../shared/plans';
import { paths } from '../../../shared/routes';
import { assistantComparison, assistantStats, assistantSteps } from '../content/home-assistant';
import { webApplication } from '../site/seo';
import type { SitePage } from '../site/site-page';
import { ClosingCta, CtaPair, PageHero, Section } from '../site/ui';

const PATH = paths.aiDatingAssistant;

function StatCards() {
  return (
    <section aria-label="Datewise at a glance" className="mx-auto max-w-6xl px-4 pt-12 sm:px-6 sm:pt-16">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {assistantStats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col items-center rounded-2xl border border-border bg-card p-5 text-center shadow-sm sm:p-6"
          >
            <stat.icon className="size-6 text-primary" aria-hidden="true" />
            <dt className="order-2 mt-1 text-sm font-medium text-muted-foreground">{stat.label}</dt>
            <dd className="mt-2 font-display text-3xl font-semibold sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function HowItWorks() {
  return (
    <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {assistantSteps.map((step, index) => (
        <li key={step.title} className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm">
          <div className="flex items-center justify-between">
            <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-primary">
              <step.icon className="size-6" aria-hidden="true" />
            </span>
            <span aria-hidden="true" className="font-display text-3xl font-semibold text-muted-foreground">
              {index + 1}
            </span>
          </div>
          <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
          <p className="mt-2 flex-1 text-muted-foreground">{step.text}</p>
          <p className="mt-4 text-sm font-semibold text-primary">Tool: {step.tool}</p>
        </li>
      ))}
    </ol>
  );
}

function ComparisonTable() {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      <table className="w-full border-collapse text-left text-sm hyphens-auto sm:text-base sm:hyphens-none">
        <caption className="sr-only">AI dating assistant compared with traditional dating advice</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-2.5 py-3 font-semibold sm:w-1/4 sm:px-5">
              <span className="sr-only">Criteria</span>
            </th>
            <th scope="col" className="px-2.5 py-3 font-semibold sm:px-5">
              <span className="flex items-center gap-2">
                <Bot className="hidden size-5 text-primary sm:block" aria-hidden="true" />
                Datewise AI
              </span>
            </th>
            <th scope="col" className="px-2.5 py-3 font-semibold sm:px-5">
              <span className="flex items-center gap-2">
                <UserRound className="hidden size-5 text-muted-foreground sm:block" aria-hidden="true" />
                Traditional advice
              </span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {assistantComparison.map((row) => (
            <tr key={row.criteria} className="align-top">
              <th scope="row" className="px-2.5 py-4 font-semibold sm:px-5">
                {row.criteria}
              </th>
              <td className="px-2.5 py-4 text-foreground sm:px-5">{row.ai}</td>
              <td className="px-2.5 py-4 text-muted-foreground sm:px-5">{row.traditional}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AiDatingAssistantPage() {
  return (
    <>
      <PageHero
        eyebrow="AI dating assistant"
        title="The AI dating assistant that helps you from first match to first date"
        lead="Paste your profile or your conversation and get specific, personal suggestions in seconds: a sharper bio, the next message to send, and a date idea that fits you both."
      >
        <div className="flex flex-col items-center gap-4">
          <CtaPair cta="hero" signUpLabel="Start AI Dating Coach" className="justify-center" />
          <a
            href="#how-it-works"
            className="text-sm font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            See how it works
          </a>
        </div>
      </PageHero>
      <StatCards />
      <Section
        id="how-it-works"
        title="How the AI dating assistant works"
        intro="Four tools, each built for one moment of dating online. You stay in charge: the assistant suggests, you choose what to use."
      >
        <HowItWorks />
      </Section>
      <Section
        id="comparison"
        muted
        title="AI assistant or traditional dating advice?"
        intro="Advice from books, friends and coaches still has its place. Here is where an assistant that reads your own profile and messages makes a difference."
      >
        <ComparisonTable />
        <p className="mt-4 text-sm text-muted-foreground">
          The free plan includes {plans.free.dailyRequests} AI requests a day. Human coaching prices vary by coach and
          city.
        </p>
      </Section>
      <ClosingCta
        title="Try the AI dating assistant free"
        text={`Sign in with Google and get ${plans.free.dailyRequests} free AI requests every day. Upgrade only if you want unlimited help.`}
        cta="closing"
      />
    </>
  );
}

export function aiDatingAssistantPages(): SitePage[] {
  const description =
    'Datewise is an AI dating assistant that reviews your profile, suggests openers and replies, and plans dates. Answers in seconds, 24/7, and free to start.';
  return [
    {
      path: PATH,
      title: 'AI Dating Assistant: Profile, Messages and Date Ideas | Datewise',
      description,
      lastModified: '2025-01-29',
      breadcrumbs: [{ name: 'AI Dating Assistant', path: PATH }],
      keywords: ['AI dating assistant', 'AI dating app helper', 'dating message generator', 'dating profile AI'],
      jsonLd: [webApplication({ path: PATH, name: 'Datewise AI Dating Assistant', description })],
      Component: AiDatingAssistantPage,
    },
  ];
}
