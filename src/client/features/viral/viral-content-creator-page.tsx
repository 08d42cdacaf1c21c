import {
  Clapperboard,
  Download,
  EyeOff,
  Eye,
  Hash,
  Music,
  PenLine,
  Quote,
  Share2,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { paths } from '../../../shared/routes';
import { BackLink } from '../../components/back-link';
import { PageTitle } from '../../components/page-title';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { templateComingSoon } from './viral-actions';
import {
  contentTemplates,
  creationTools,
  creatorStories,
  type ContentTemplate,
  type CreationTool,
  type CreationToolId,
  type CreatorStory,
  type Platform,
} from './viral-content';
import { useUser } from '../../lib/auth';
import { avoidUserName } from './sample-names';
import { PreviewNote, TrendingBadge } from './viral-ui';

const toolIcons: Record<CreationToolId, LucideIcon> = {
  caption: PenLine,
  storyboard: Clapperboard,
  hashtags: Hash,
  privacy: EyeOff,
};

const platformStyles: Record<Platform, string> = {
  TikTok: 'bg-foreground text-background',
  Instagram: 'bg-primary text-primary-foreground',
};

function TemplateCard({ template }: { template: ContentTemplate }) {
  const titleId = useId();
  const { name } = template;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="template-card"
      className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge className={cn('border-transparent', platformStyles[template.platform])}>{template.platform}</Badge>
        <TrendingBadge />
      </div>
      <div className="space-y-1.5">
        <h3 id={titleId} className="text-lg font-semibold">
          {name}
        </h3>
        <p className="text-sm text-muted-foreground">{template.description}</p>
      </div>
      <ul className="space-y-1.5 text-sm">
        <li className="flex items-center gap-2">
          <Eye className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="font-semibold">{template.views}</span> views
          </span>
        </li>
        <li className="flex items-center gap-2">
          <TrendingUp className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="font-semibold">{template.engagement}</span> engagement
          </span>
        </li>
        <li className="flex items-start gap-2">
          <Music className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="sr-only">Audio: </span>
            {template.audio}
          </span>
        </li>
      </ul>
      <ul className="flex flex-wrap gap-1.5" aria-label={`${name} hashtags`}>
        {template.hashtags.map((tag) => (
          <li key={tag} className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
            {tag}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex items-center gap-2">
        <Button className="flex-1" aria-label={`Use Template: ${name}`} onClick={() => templateComingSoon(name)}>
          Use Template
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={`Download the ${name} template`}
          onClick={() => templateComingSoon(name)}
        >
          <Download aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={`Share the ${name} template`}
          onClick={() => templateComingSoon(name)}
        >
          <Share2 aria-hidden="true" />
        </Button>
      </div>
    </article>
  );
}

function ToolCard({ tool }: { tool: CreationTool }) {
  const titleId = useId();
  const Icon = toolIcons[tool.id];
  return (
    <article
      aria-labelledby={titleId}
      data-testid="creation-tool"
      className="flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-primary">
        <Icon className="size-5.5" aria-hidden="true" />
      </span>
      <h3 id={titleId} className="text-lg font-semibold">
        {tool.name}
      </h3>
      <p className="text-sm text-muted-foreground">{tool.description}</p>
      <Button variant="outline" className="mt-auto w-fit" onClick={() => templateComingSoon(tool.name)}>
        Try {tool.name}
      </Button>
    </article>
  );
}

function StoryCard({ story }: { story: CreatorStory }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-testid="creator-story"
      className="flex h-full flex-col gap-3 rounded-xl border border-border bg-glow p-5 shadow-sm"
    >
      <Quote className="size-6 text-primary" aria-hidden="true" />
      <h3 id={titleId} className="text-lg font-semibold">
        {story.headline}
      </h3>
      <p className="text-sm">{story.story}</p>
      <p className="text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">{story.name}</span> · {story.result} with {story.template}
      </p>
      <Button
        variant="outline"
        className="mt-auto w-fit"
        aria-label={`Try this template: ${story.template}`}
        onClick={() => templateComingSoon(story.template)}
      >
        Try this template
      </Button>
    </article>
  );
}

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="space-y-1">
        <h2 id={id} className="text-2xl font-semibold tracking-tight">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{intro}</p>
      </div>
      {children}
    </section>
  );
}

/** Viral Content Creator (spec 000 §2.16): placeholder templates, tools and creator stories. */
export function ViralContentCreatorPage() {
  const { user } = useUser();
  return (
    <div className="space-y-10">
      <PageTitle title="Viral Content Creator" />
      <header className="space-y-4">
        <BackLink to={paths.viralFeatures}>Back to Viral Features</BackLink>
        <div className="flex items-start gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-brand-gradient text-white shadow-sm sm:flex">
            <Clapperboard className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0 space-y-1.5">
            <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">Viral Content Creator</h1>
            <p className="max-w-2xl text-muted-foreground">
              Turn your dating wins into posts people want to share, with trending formats and tools that keep
              everyone&apos;s privacy safe.
            </p>
          </div>
        </div>
        <PreviewNote />
      </header>

      <Section
        id="templates-title"
        title="Trending templates"
        intro="Formats doing well on TikTok and Instagram right now."
      >
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {contentTemplates.map((template) => (
            <li key={template.name}>
              <TemplateCard template={template} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="tools-title" title="Creation tools" intro="Everything you need to go from idea to post.">
        <ul className="grid gap-4 sm:grid-cols-2">
          {creationTools.map((tool) => (
            <li key={tool.id}>
              <ToolCard tool={tool} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="stories-title" title="Creator stories" intro="How other daters shared their wins.">
        <ul className="grid gap-4 md:grid-cols-3">
          {avoidUserName(creatorStories, user?.firstName).map((story) => (
            <li key={story.name}>
              <StoryCard story={story} />
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
