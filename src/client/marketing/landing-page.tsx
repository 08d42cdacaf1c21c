import { CalendarHeart, Lightbulb, MessageCircleHeart, UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import { plans } from '../../shared/plans';
import { PageTitle } from '../components/page-title';
import { Button } from '../components/ui/button';

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

/** The signed-out home page (the full landing page arrives with the public-site issue). */
export function LandingPage() {
  return (
    <>
      <PageTitle title="Your AI dating coach" />
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_15%_20%,#ffe3d6_0,transparent_45%),radial-gradient(circle_at_85%_45%,#ffd6e0_0,transparent_35%)]"
        />
        <div className="relative mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28">
          <p className="mb-4 inline-block rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
            Free to start · {plans.free.dailyRequests} AI requests a day
          </p>
          <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-6xl">
            Date with more confidence, and better results
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
            Datewise is an AI dating coach for people who date online: a stronger profile, messages that get replies,
            and dates worth going on.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <a href="/auth/google">Get Started Free</a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/free-profile-analyzer">Try Free Profile Analyzer</Link>
            </Button>
          </div>
        </div>
      </section>
      <section aria-labelledby="tools-heading" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <h2 id="tools-heading" className="sr-only">
          What Datewise does
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tools.map((tool) => (
            <li key={tool.title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
              <tool.icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-3 font-semibold">{tool.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{tool.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
