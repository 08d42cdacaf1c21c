import { CalendarHeart, Lightbulb, MessageCircleHeart, UserRoundPen } from 'lucide-react';
import { plans } from '../../../shared/plans';
import { webApplication } from '../site/seo';
import type { SitePage } from '../site/site-page';
import { CtaPair, PageHero, Section } from '../site/ui';

const tools = [
  {
    icon: UserRoundPen,
    title: 'Profile Coach',
    text: 'A score for your bio, what to change, and a rewrite in your voice.',
  },
  {
    icon: MessageCircleHeart,
    title: 'Message Helper',
    text: 'Openers and replies that fit the person you are talking to.',
  },
  { icon: CalendarHeart, title: 'Date Ideas', text: 'Plans that match your interests, budget and city.' },
  { icon: Lightbulb, title: 'Daily Tips', text: 'One practical idea a day to date with more confidence.' },
];

function LandingPage() {
  return (
    <>
      <PageHero
        eyebrow={`Free to start · ${plans.free.dailyRequests} AI requests a day`}
        title="Date with more confidence, and better results"
        lead="Datewise is an AI dating coach for people who date online: a stronger profile, messages that get replies, and dates worth going on."
      >
        <CtaPair cta="hero" className="justify-center" />
      </PageHero>
      <Section title="What Datewise does">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tools.map((tool) => (
            <li key={tool.title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
              <tool.icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-3 font-semibold">{tool.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{tool.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

export function landingPages(): SitePage[] {
  const description =
    'Datewise is an AI dating coach: a better dating profile, messages that get replies, date ideas and daily confidence tips. Free to start, no credit card.';
  return [
    {
      path: '/',
      title: 'Datewise: AI Dating Coach for Better Profiles, Messages and Dates',
      description,
      lastModified: '2025-01-29',
      jsonLd: [webApplication({ path: '/', name: 'Datewise', description })],
      Component: LandingPage,
    },
  ];
}
