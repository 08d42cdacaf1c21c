import {
  ArrowRight,
  Bookmark,
  CalendarDays,
  CalendarHeart,
  Clock,
  Lightbulb,
  MessageCircleHeart,
  Share2,
  UserRound,
  UserRoundPen,
} from 'lucide-react';
import { authPaths, blogPostPath, paths } from '../../../shared/routes';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { loadCollection, type MarkdownDocument } from '../content/markdown';
import { CardArt, sceneForCategory } from '../site/illustrations';
import { OnThisPage, OnThisPageBar, type TocItem } from '../site/on-this-page';
import { article, faqPage } from '../site/seo';
import type { SitePage } from '../site/site-page';
import { authCtaAttributes, Breadcrumbs, CtaLink, CtaPair, FaqList, PageHero, Section } from '../site/ui';

/**
 * The blog (spec 001 "Blog index" and "Blog article"): /blog lists every
 * article of content/blog/ by its front-matter `order`, the trending ones
 * first; /blog/{id} renders one article (id = file name). Unknown ids get the
 * "Article Not Found" page (pages/not-found.tsx), served by the server.
 */

const postPath = (post: MarkdownDocument) => blogPostPath(post.slug);

function byOrder(a: MarkdownDocument, b: MarkdownDocument): number {
  return (
    (a.meta.order ?? Number.MAX_SAFE_INTEGER) - (b.meta.order ?? Number.MAX_SAFE_INTEGER) ||
    b.meta.date.localeCompare(a.meta.date) ||
    a.slug.localeCompare(b.slug)
  );
}

function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

const readTime = (post: MarkdownDocument) => `${post.readingMinutes} min read`;

/** Title tag: the article title with the site name when it fits (about 65 characters). */
function titleTag(title: string): string {
  for (const suffix of [' | Datewise Blog', ' | Datewise']) {
    if (title.length + suffix.length <= 65) return `${title}${suffix}`;
  }
  return title;
}

/** The 2-3 articles closest to this one: shared keywords and category, then the nearest in order. */
function relatedPosts(post: MarkdownDocument, posts: MarkdownDocument[], count = 3): MarkdownDocument[] {
  const keywords = new Set(post.meta.keywords.map((k) => k.toLowerCase()));
  const words = new Set([...keywords].flatMap((k) => k.split(/\s+/)).filter((w) => w.length > 3));
  const score = (other: MarkdownDocument) => {
    const theirs = other.meta.keywords.map((k) => k.toLowerCase());
    const sharedKeywords = theirs.filter((k) => keywords.has(k)).length;
    const sharedWords = new Set(theirs.flatMap((k) => k.split(/\s+/)).filter((w) => words.has(w))).size;
    return sharedKeywords * 3 + sharedWords + (other.meta.category === post.meta.category ? 2 : 0);
  };
  const position = (p: MarkdownDocument) => posts.indexOf(p);
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, score: score(other), distance: Math.abs(position(other) - position(post)) }))
    .sort((a, b) => b.score - a.score || a.distance - b.distance)
    .slice(0, count)
    .map(({ other }) => other);
}

/** Short names for the "Popular topics" list; an article without one is listed by its category. */
const topicLabels: Record<string, string> = {
  'best-dating-apps-2025': 'Best dating apps 2025',
  'dating-profile-optimization': 'Dating profile tips',
  'conversation-starters-dating-apps': 'Conversation starters',
  'first-date-ideas-2025': 'First date ideas',
  'dating-app-safety-guide': 'Online dating safety',
  'dating-psychology-guide': 'Dating psychology',
  'long-distance-relationships': 'Long-distance relationships',
  'budget-dating-ideas': 'Budget date ideas',
  'online-dating-tips-2025': 'Online dating tips',
  'relationship-advice-2025': 'Relationship advice',
  'dating-red-flags': 'Dating red flags',
  'texting-dating-tips': 'Texting tips',
};

const moreGuides = [
  { path: paths.howToGetGirlfriend, label: 'How to get a girlfriend' },
  { path: paths.howToGetBoyfriend, label: 'How to get a boyfriend' },
  { path: paths.datingInYour20s, label: 'Dating in your 20s' },
  { path: paths.datingInYour30s, label: 'Dating in your 30s' },
  { path: paths.bestDatingApps, label: 'Dating apps compared' },
  { path: paths.tinderVsBumble, label: 'Tinder vs Bumble' },
];

const tools = [
  {
    icon: UserRoundPen,
    title: 'Profile Coach',
    text: 'A score for your bio, the changes that matter, and a rewrite that still sounds like you.',
  },
  {
    icon: MessageCircleHeart,
    title: 'Message Helper',
    text: 'Openers and replies built from what the other person actually wrote.',
  },
  { icon: CalendarHeart, title: 'Date Ideas', text: 'Plans that fit your interests, your budget and your city.' },
  { icon: Lightbulb, title: 'Daily Tips', text: 'One small, practical idea a day to date with more confidence.' },
];

function CategoryTag({ children, className }: { children: string; className?: string }) {
  return (
    <p
      className={cn(
        'inline-block rounded-full bg-accent px-3 py-1 text-xs font-semibold tracking-wide text-accent-foreground uppercase',
        className,
      )}
    >
      {children}
    </p>
  );
}

function PostMeta({ post, className }: { post: MarkdownDocument; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground', className)}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4" aria-hidden="true" />
        <time dateTime={post.meta.date}>{formatDate(post.meta.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden="true" />
        {readTime(post)}
      </span>
    </p>
  );
}

/**
 * One article card. The card's only link is its button, stretched over the
 * whole card, so the card is one click target and one tab stop.
 */
function PostCard({
  post,
  action,
  cta,
  featured = false,
}: {
  post: MarkdownDocument;
  action: string;
  cta: string;
  featured?: boolean;
}) {
  const titleId = `post-${post.slug}`;
  return (
    <article
      className={cn(
        'relative flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md',
        featured && 'border-t-4 border-t-primary',
      )}
      data-post={post.slug}
    >
      <CardArt scene={sceneForCategory(post.meta.category)} className={cn(featured && 'rounded-t-xl')} />
      <CategoryTag className="self-start">{post.meta.category}</CategoryTag>
      <h3 id={titleId} className={cn('mt-4 font-semibold text-balance', featured ? 'text-2xl' : 'text-xl')}>
        {post.meta.title}
      </h3>
      <p className="mt-3 flex-1 text-muted-foreground">{post.meta.excerpt}</p>
      <PostMeta post={post} className="mt-5" />
      <a
        href={postPath(post)}
        aria-describedby={titleId}
        data-cta={cta}
        className={cn(
          buttonVariants({ variant: featured ? 'default' : 'outline', size: 'default' }),
          // No press-down shift here: a transform would shrink the stretched area mid-click.
          'mt-5 self-start active:translate-y-0 after:absolute after:inset-0 after:rounded-2xl',
        )}
      >
        {action}
        <ArrowRight aria-hidden="true" />
      </a>
    </article>
  );
}

function PostGrid({
  posts,
  action,
  cta,
  featured,
}: {
  posts: MarkdownDocument[];
  action: string;
  cta: string;
  featured?: boolean;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} action={action} cta={cta} featured={featured} />
        </li>
      ))}
    </ul>
  );
}

function ToolsBlock() {
  return (
    <section aria-labelledby="tools-heading" className="px-4 py-14 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-10">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:items-center">
          <div>
            <h2 id="tools-heading" className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
              Put the advice to work with Datewise
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">
              Reading a guide is the first step. Datewise, the AI dating coach, helps with the next one: your own
              profile, your own conversations, your own dates. Free to start, no credit card.
            </p>
            <CtaPair cta="blog-tools" signUpLabel="Get AI Dating Coach" className="mt-6" />
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {tools.map((tool) => (
              <li key={tool.title} className="rounded-2xl bg-muted/70 p-5">
                <tool.icon className="size-6 text-primary" aria-hidden="true" />
                <h3 className="mt-2 font-semibold">{tool.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{tool.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function PopularTopics({ posts }: { posts: MarkdownDocument[] }) {
  const pill =
    'inline-flex items-center rounded-full border border-border bg-card px-4 py-2 text-sm font-medium text-foreground hover:border-control hover:bg-accent';
  return (
    <Section id="topics" title="Popular topics" intro="Jump straight to what you need right now." muted>
      <ul className="flex flex-wrap gap-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <a href={postPath(post)} className={pill}>
              {topicLabels[post.slug] ?? post.meta.category}
            </a>
          </li>
        ))}
      </ul>
      <h3 className="mt-10 text-xl font-semibold">In-depth guides and comparisons</h3>
      <ul className="mt-4 flex flex-wrap gap-3">
        {moreGuides.map((guide) => (
          <li key={guide.path}>
            <a href={guide.path} className={pill}>
              {guide.label}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function BlogIndex({ posts }: { posts: MarkdownDocument[] }) {
  const trending = posts.filter((post) => post.meta.trending).slice(0, 3);
  const others = posts.filter((post) => !trending.includes(post));
  return (
    <>
      <PageHero
        eyebrow="The Datewise Blog"
        title="Dating Advice Blog"
        lead="Practical, respectful guides from the Datewise coaching team: choosing an app, writing a profile, starting conversations, planning first dates and staying safe."
      >
        <CtaPair cta="blog-hero" className="justify-center" />
      </PageHero>
      {trending.length > 0 ? (
        <Section
          id="trending"
          title="Trending Dating Guides"
          intro="Start here if you are new to dating apps: choose the right app, build your profile, send the first message."
        >
          <PostGrid posts={trending} action="Read Full Guide" cta="blog-trending" featured />
        </Section>
      ) : null}
      {others.length > 0 ? (
        <Section
          id="all-guides"
          title="All Dating Guides & Tips"
          intro="Everything else we have written, from first messages to long-term relationships."
          muted
        >
          <PostGrid posts={others} action="Read Article" cta="blog-list" />
        </Section>
      ) : null}
      <ToolsBlock />
      <PopularTopics posts={posts} />
    </>
  );
}

function ShareBar({ post }: { post: MarkdownDocument }) {
  const button = cn(buttonVariants({ variant: 'outline', size: 'sm' }));
  return (
    // Hidden (space kept, so nothing shifts) until enhance/share.ts makes the buttons work.
    <div className="invisible mt-6 flex flex-wrap items-center gap-3 data-[ready]:visible" data-share={post.slug}>
      <button type="button" className={cn(button, '[&[data-saved]_svg]:fill-current')} data-share-save>
        <Bookmark aria-hidden="true" />
        <span data-label>Save Article</span>
      </button>
      <button type="button" className={button} data-share-link>
        <Share2 aria-hidden="true" />
        Share
      </button>
      <p role="status" className="min-h-5 text-sm font-medium text-success-soft-foreground" data-share-status />
    </div>
  );
}

/** "On this page" for an article with at least three sections: its h2 headings, then the FAQ. */
function tocItems(post: MarkdownDocument): TocItem[] {
  const sections = post.headings.filter((heading) => heading.depth === 2);
  if (sections.length < 3) return [];
  return [
    ...sections.map((heading) => ({ id: heading.id, title: heading.text })),
    ...(post.meta.faq.length > 0 ? [{ id: 'faq', title: 'Frequently Asked Questions' }] : []),
  ];
}

function ContinueBlock() {
  return (
    <section aria-labelledby="continue-heading" className="px-4 py-14 sm:px-6">
      <div className="mx-auto max-w-4xl rounded-3xl bg-brand-deep px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <h2 id="continue-heading" className="font-display text-3xl font-semibold">
          Continue Your Dating Journey
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-white/95">
          Get advice on your own profile and conversations from the Datewise AI coach, or keep reading our guides.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <CtaLink href={paths.home} cta="blog-continue" variant="secondary">
            Try AI Coach
          </CtaLink>
          <CtaLink
            href={paths.blog}
            cta="blog-continue"
            variant="outline"
            className="border-white/80 bg-transparent text-white hover:border-white hover:bg-white/10"
          >
            Read More Articles
          </CtaLink>
        </div>
      </div>
    </section>
  );
}

function BlogArticle({ post, related }: { post: MarkdownDocument; related: MarkdownDocument[] }) {
  const toc = tocItems(post);
  return (
    <>
      <article>
        <div hidden data-content-view={`blog_post:${post.slug}`} />
        <header className="relative overflow-hidden border-b border-border/60">
          <div aria-hidden="true" className="site-hero-glow pointer-events-none absolute inset-0" />
          <div className="relative mx-auto max-w-6xl px-4 pt-8 pb-10 sm:px-6 sm:pt-10 sm:pb-14">
            <Breadcrumbs
              className="mx-0 max-w-none px-0 pt-0 sm:px-0"
              trail={[
                { name: 'Blog', path: paths.blog },
                { name: post.meta.title, path: postPath(post) },
              ]}
            />
            <div className="mt-8 max-w-3xl">
              <CategoryTag>{post.meta.category}</CategoryTag>
              <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
                {post.meta.title}
              </h1>
              <p className="mt-4 text-lg text-muted-foreground">{post.meta.excerpt}</p>
              <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
                <span className="inline-flex items-center gap-1.5">
                  <UserRound className="size-4" aria-hidden="true" />
                  <span>
                    By <span className="font-semibold text-foreground">{post.meta.author}</span>
                  </span>
                </span>
                <PostMeta post={post} />
              </div>
              <ShareBar post={post} />
            </div>
          </div>
        </header>
        {/* The phone's Contents bar stays stuck from here to the end of the article. */}
        <div>
          {toc.length > 0 ? <OnThisPageBar items={toc} /> : null}
          <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-start lg:py-14">
            {toc.length > 0 ? <OnThisPage items={toc} className="lg:order-2" /> : null}
            <div className="prose-article max-w-3xl min-w-0" dangerouslySetInnerHTML={{ __html: post.html }} />
          </div>
          {post.meta.faq.length > 0 ? (
            <Section id="faq" title="Frequently Asked Questions" muted className="max-lg:scroll-mt-32">
              <div className="max-w-3xl">
                <FaqList faqs={post.meta.faq} group={post.slug} />
              </div>
            </Section>
          ) : null}
        </div>
      </article>
      <ContinueBlock />
      {related.length > 0 ? (
        <Section id="related" title="Related articles" intro="More from the Datewise blog on the same topics.">
          <PostGrid posts={related} action="Read Article" cta="blog-related" />
        </Section>
      ) : null}
      <div className="px-4 pb-16 text-center sm:px-6">
        <p className="text-muted-foreground">
          Want feedback on your own bio first?{' '}
          <a
            href={paths.freeProfileAnalyzer}
            className="font-semibold text-primary underline"
            data-cta="blog-article-footer"
          >
            Try Free Profile Analyzer
          </a>{' '}
          or{' '}
          <a
            href={authPaths.signIn}
            className="font-semibold text-primary underline"
            data-cta="blog-article-footer"
            {...authCtaAttributes()}
          >
            Get Started Free
          </a>
          .
        </p>
      </div>
    </>
  );
}

export function blogPages(): SitePage[] {
  const posts = loadCollection('blog').sort(byOrder);
  const lastModified =
    posts
      .map((post) => post.meta.updated ?? post.meta.date)
      .sort()
      .at(-1) ?? '2025-01-29';

  const index: SitePage = {
    path: paths.blog,
    title: 'Dating Advice Blog: Guides, App Reviews and Tips | Datewise',
    description:
      'Practical dating advice from the Datewise coaching team: dating app reviews, profile tips, conversation starters, first date ideas and online dating safety.',
    keywords: [
      'dating advice blog',
      'online dating tips',
      'dating app reviews',
      'dating profile tips',
      'conversation starters',
      'first date ideas',
      'online dating safety',
    ],
    lastModified,
    breadcrumbs: [{ name: 'Blog', path: paths.blog }],
    Component: () => <BlogIndex posts={posts} />,
  };

  const articles = posts.map((post): SitePage => {
    const path = postPath(post);
    const related = relatedPosts(post, posts);
    return {
      path,
      title: titleTag(post.meta.title),
      description: post.meta.description,
      keywords: post.meta.keywords,
      lastModified: post.meta.updated ?? post.meta.date,
      ogType: 'article',
      breadcrumbs: [
        { name: 'Blog', path: paths.blog },
        { name: post.meta.title, path },
      ],
      jsonLd: [
        article({
          path,
          headline: post.meta.title,
          description: post.meta.description,
          datePublished: post.meta.date,
          dateModified: post.meta.updated,
          author: post.meta.author,
          keywords: post.meta.keywords,
        }),
        ...(post.meta.faq.length > 0 ? [faqPage(post.meta.faq)] : []),
      ],
      Component: () => <BlogArticle post={post} related={related} />,
    };
  });

  return [index, ...articles];
}
