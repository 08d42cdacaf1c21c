import type { LucideIcon } from 'lucide-react';
import {
  CalendarDays,
  CalendarHeart,
  Clock,
  Lightbulb,
  MessageCircleHeart,
  UserRound,
  UserRoundPen,
} from 'lucide-react';
import { guidePages, paths } from '../../../shared/routes';
import { priceCopy } from '../content/figures';
import { loadCollection, type MarkdownDocument } from '../content/markdown';
import { Illustration, type SceneName } from '../site/illustrations';
import { OnThisPage, OnThisPageBar } from '../site/on-this-page';
import { article, faqPage } from '../site/seo';
import type { SitePage } from '../site/site-page';
import { Breadcrumbs, ClosingCta, CtaPair, FaqList, PageHero } from '../site/ui';

/**
 * The four long-form dating guides (spec 001 §2 "Guide pages"): one shared
 * template over content/guides/*.md. The Markdown body is split at its h2
 * headings into anchored sections (`## Steps {#steps}` becomes
 * <section id="steps">), so the table of contents, the anchors and the
 * per-section item counts all come from the file itself.
 */

const GUIDES_CRUMB = { name: 'Dating Guides', path: paths.blog };
const FAQ_ID = 'faq';
const AI_HELP_ID = 'ai-help';

type ToolName = 'Profile Coach' | 'Message Helper' | 'Date Ideas' | 'Daily Tips';

const toolIcons: Record<ToolName, LucideIcon> = {
  'Profile Coach': UserRoundPen,
  'Message Helper': MessageCircleHeart,
  'Date Ideas': CalendarHeart,
  'Daily Tips': Lightbulb,
};

interface GuideExtras {
  /** The illustration in the guide's hero. */
  scene: SceneName;
  /** The "ai-help" section: how Datewise's tools help with this guide's topic. */
  aiHelp: { title: string; intro: string; tools: { name: ToolName; text: string }[] };
  closing: { title: string; text: string };
}

/** Per-guide copy that is not part of the Markdown body, keyed by the file's slug. */
const extras: Record<string, GuideExtras> = {
  'how-to-get-girlfriend': {
    scene: 'date',
    aiHelp: {
      title: 'How Datewise helps you find a girlfriend',
      intro:
        "Datewise is an AI dating coach. It won't hand you lines to use on people; it helps you show up as yourself, more clearly and with more confidence, at every step above.",
      tools: [
        {
          name: 'Profile Coach',
          text: 'A score for your bio, what reads as generic, and a rewrite in your own voice that gives her something to reply to.',
        },
        {
          name: 'Message Helper',
          text: 'Openers and replies that fit her profile and your conversation, so you move from chatting to a real date sooner.',
        },
        {
          name: 'Date Ideas',
          text: 'Specific first-date plans for your city, budget and shared interests: easy to suggest, easy to say yes to.',
        },
        {
          name: 'Daily Tips',
          text: 'One practical idea a day on confidence, conversation and handling rejection well.',
        },
      ],
    },
    closing: {
      title: 'Ready to meet someone great?',
      text: 'Start free with Datewise: a stronger profile, better first messages and date ideas that fit you, with an AI coach whenever you need a second opinion.',
    },
  },
  'how-to-get-boyfriend': {
    scene: 'conversation',
    aiHelp: {
      title: 'How Datewise helps you find a boyfriend',
      intro:
        'Datewise is an AI dating coach that helps you date with intention: a profile that attracts people who want what you want, and messages that turn matches into dates.',
      tools: [
        {
          name: 'Profile Coach',
          text: 'Find out how your bio reads, add the hooks that start conversations, and say what you are looking for without sounding stiff.',
        },
        {
          name: 'Message Helper',
          text: 'Confident first messages and replies, including how to suggest meeting or ask what he is looking for.',
        },
        {
          name: 'Date Ideas',
          text: 'Low-pressure first dates and fun follow-ups near you, so you can make the plan yourself.',
        },
        {
          name: 'Daily Tips',
          text: 'A short, practical idea each day on meeting people, reading signals and keeping your own life full.',
        },
      ],
    },
    closing: {
      title: 'Date with more confidence',
      text: 'Start free with Datewise: a profile that stands out, messages that lead to real dates, and a coach for the questions you would rather not ask a friend.',
    },
  },
  'dating-in-your-20s': {
    scene: 'apps',
    aiHelp: {
      title: 'How Datewise helps you date in your 20s',
      intro:
        'Datewise is an AI dating coach for people who date online. In your 20s, that means less time lost to chats that fizzle and more good dates that fit your budget.',
      tools: [
        {
          name: 'Profile Coach',
          text: 'Turn a vague bio into one that shows who you are right now, with details that make people want to message you.',
        },
        {
          name: 'Message Helper',
          text: 'Openers that stand out from "hey", replies when a chat stalls, and kind ways to say what you are looking for.',
        },
        {
          name: 'Date Ideas',
          text: 'Cheap and creative date plans for your city, from first coffees to fifth dates.',
        },
        {
          name: 'Daily Tips',
          text: 'One idea a day on dating apps, healthy relationships and keeping your own life in balance.',
        },
      ],
    },
    closing: {
      title: 'Make your 20s count',
      text: 'Start free with Datewise and get an AI coach for your profile, your messages and your next date, whenever you need it.',
    },
  },
  'dating-in-your-30s': {
    scene: 'calendar',
    aiHelp: {
      title: 'How Datewise helps you date in your 30s',
      intro:
        'Datewise is an AI dating coach built for people with full lives. It helps you say clearly what you want and spend your limited dating time on the people worth meeting.',
      tools: [
        {
          name: 'Profile Coach',
          text: 'A profile that states your intentions with warmth, shows your real life, and filters out people who want something else.',
        },
        {
          name: 'Message Helper',
          text: 'Natural ways to raise the big topics, move to a video call or coffee quickly, and follow up after a good first date.',
        },
        {
          name: 'Date Ideas',
          text: 'Short weeknight dates and weekend plans that fit a busy schedule and introduce your everyday life.',
        },
        {
          name: 'Daily Tips',
          text: 'Practical advice on dating after a breakup, with kids or after a long pause, one idea a day.',
        },
      ],
    },
    closing: {
      title: 'Your next chapter starts here',
      text: 'Start free with Datewise: a clear, confident profile, messages that lead to real dates, and a coach that fits around your schedule.',
    },
  },
};

interface BodySection {
  /** The section's anchor, or null for the introduction before the first h2. */
  id: string | null;
  title: string | null;
  html: string;
}

/**
 * Splits the rendered body at each <h2> into sections. The anchor moves from
 * the heading to its <section>, and the heading gets "<id>-heading" to label it
 * (the same convention as the shared Section component).
 */
function splitSections(doc: MarkdownDocument): BodySection[] {
  const titles = new Map(doc.headings.filter((h) => h.depth === 2).map((h) => [h.id, h.text]));
  return doc.html
    .split(/(?=<h2 id=")/)
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const match = /^<h2 id="([a-z0-9-]+)">/.exec(part);
      if (!match) return { id: null, title: null, html: part };
      const id = match[1]!;
      return {
        id,
        title: titles.get(id) ?? id,
        html: part.replace(match[0], `<h2 id="${id}-heading">`),
      };
    });
}

function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function AiHelp({ help }: { help: GuideExtras['aiHelp'] }) {
  return (
    <section
      id={AI_HELP_ID}
      aria-labelledby={`${AI_HELP_ID}-heading`}
      className="mt-16 scroll-mt-32 lg:scroll-mt-24 rounded-3xl border border-border bg-card p-5 shadow-sm sm:p-8"
    >
      <h2 id={`${AI_HELP_ID}-heading`} className="font-display text-[1.75rem] leading-tight font-semibold">
        {help.title}
      </h2>
      <p className="mt-3 text-lg text-muted-foreground">{help.intro}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {help.tools.map((tool) => {
          const Icon = toolIcons[tool.name];
          return (
            <li key={tool.name} className="rounded-2xl bg-accent/60 p-5">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-2 font-semibold">{tool.name}</h3>
              <p className="mt-1 text-[0.95rem] text-foreground/85">{tool.text}</p>
            </li>
          );
        })}
      </ul>
      <p className="mt-6 text-sm text-muted-foreground">
        Free to start with {priceCopy.freeDaily}. No credit card needed.
      </p>
      <CtaPair cta="guide-ai-help" signUpLabel="Get AI Dating Coach" className="mt-4" />
    </section>
  );
}

interface GuideLink {
  path: string;
  doc: MarkdownDocument;
}

function RelatedGuides({ guides }: { guides: GuideLink[] }) {
  return (
    <section aria-labelledby="more-guides-heading" className="border-t border-border/60 bg-card/70">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="more-guides-heading" className="font-display text-3xl font-semibold tracking-tight">
          More dating guides
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {guides.map(({ path, doc }) => (
            <li key={path} className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm">
              <h3 className="font-semibold">
                <a href={path} className="hover:text-primary hover:underline">
                  {doc.meta.title}
                </a>
              </h3>
              <p className="mt-2 flex-1 text-[0.95rem] text-muted-foreground">{doc.meta.excerpt}</p>
              <p className="mt-4 text-sm text-muted-foreground">{doc.readingMinutes} min read</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function GuidePage({
  doc,
  path,
  label,
  guide,
  related,
}: {
  doc: MarkdownDocument;
  path: string;
  label: string;
  guide: GuideExtras;
  related: GuideLink[];
}) {
  const { meta } = doc;
  const sections = splitSections(doc);
  const toc = [
    ...sections.flatMap((s) => (s.id ? [{ id: s.id, title: s.title ?? s.id }] : [])),
    { id: FAQ_ID, title: 'Frequently asked questions' },
    { id: AI_HELP_ID, title: guide.aiHelp.title },
  ];
  return (
    <>
      <div className="relative">
        {/* Laid over the top of the hero, so the hero's glow runs behind it. */}
        <Breadcrumbs className="absolute inset-x-0 top-0 z-10 pt-4" trail={[GUIDES_CRUMB, { name: label, path }]} />
        <PageHero
          eyebrow={meta.category}
          title={meta.title}
          lead={meta.excerpt}
          illustration={<Illustration scene={guide.scene} width={176} />}
        >
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <li className="inline-flex items-center gap-1.5">
              <UserRound className="size-4" aria-hidden="true" />
              <span>
                By <span className="font-medium text-foreground">{meta.author}</span>
              </span>
            </li>
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              <time dateTime={meta.updated ?? meta.date}>
                {meta.updated ? `Updated ${formatDate(meta.updated)}` : formatDate(meta.date)}
              </time>
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" />
              <span>{doc.readingMinutes} min read</span>
            </li>
          </ul>
        </PageHero>
      </div>
      {/* The phone's Contents bar stays stuck from here to the closing call to action. */}
      <div>
        <OnThisPageBar items={toc} />
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-12 lg:py-14">
          <OnThisPage items={toc} />
          <article className="max-w-3xl min-w-0" aria-label={meta.title}>
            {sections.map((section, index) =>
              section.id ? (
                <section
                  key={section.id}
                  id={section.id}
                  aria-labelledby={`${section.id}-heading`}
                  className="prose-article scroll-mt-32 lg:scroll-mt-24"
                  dangerouslySetInnerHTML={{ __html: section.html }}
                />
              ) : (
                <div
                  key={`intro-${index}`}
                  className="prose-article"
                  dangerouslySetInnerHTML={{ __html: section.html }}
                />
              ),
            )}
            <section id={FAQ_ID} aria-labelledby={`${FAQ_ID}-heading`} className="mt-16 scroll-mt-32 lg:scroll-mt-24">
              <h2 id={`${FAQ_ID}-heading`} className="font-display text-[1.75rem] leading-tight font-semibold">
                Frequently asked questions
              </h2>
              <div className="mt-6">
                <FaqList faqs={meta.faq} group={doc.slug} />
              </div>
            </section>
            <AiHelp help={guide.aiHelp} />
          </article>
        </div>
        <RelatedGuides guides={related} />
        <ClosingCta title={guide.closing.title} text={guide.closing.text} cta="guide-closing" />
      </div>
    </>
  );
}

export function guidesPages(): SitePage[] {
  const docs = loadCollection('guides');
  const guides = docs
    .map((doc) => {
      // A guide's file is named after its path in the route table, e.g. how-to-get-girlfriend.md.
      const route = guidePages.find((g) => g.path.slice(1) === doc.slug);
      const guide = extras[doc.slug];
      // A guide must be a public route (else signed-out visitors are redirected) and have its extra copy.
      if (!route) throw new Error(`content/guides/${doc.slug}.md: no guide route in shared/routes.ts has this name`);
      const { path, label } = route;
      if (!guide) throw new Error(`content/guides/${doc.slug}.md: no ai-help and closing copy in pages/guides.tsx`);
      if (doc.meta.faq.length === 0) throw new Error(`content/guides/${doc.slug}.md: a guide needs an faq list`);
      return { path, label, doc, guide };
    })
    .sort((a, b) => (a.doc.meta.order ?? 99) - (b.doc.meta.order ?? 99));

  return guides.map(({ path, label, doc, guide }) => {
    const { meta } = doc;
    const related = guides.filter((g) => g.path !== path).map((g) => ({ path: g.path, doc: g.doc }));
    return {
      path,
      title: meta.title,
      description: meta.description,
      lastModified: meta.updated ?? meta.date,
      keywords: meta.keywords,
      ogType: 'article',
      breadcrumbs: [GUIDES_CRUMB, { name: label, path }],
      jsonLd: [
        article({
          path,
          headline: meta.title,
          description: meta.description,
          datePublished: meta.date,
          dateModified: meta.updated,
          // The byline reads "Name, team"; the Person is the name.
          author: meta.author.split(',')[0]!.trim(),
          keywords: meta.keywords,
        }),
        faqPage(meta.faq),
      ],
      Component: () => <GuidePage doc={doc} path={path} label={label} guide={guide} related={related} />,
    };
  });
}
