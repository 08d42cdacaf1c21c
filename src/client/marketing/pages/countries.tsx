import { CircleAlert, Flower2, Heart, Leaf, MapPin, Snowflake, Sun, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '../../../shared/routes';
import { countries, type CountryContent, type SeasonIdeas, type Subdivision } from '../content/countries';
import type { Topic } from '../content/cities';
import { faqPage, service } from '../site/seo';
import type { SitePage } from '../site/site-page';
import { Breadcrumbs, ClosingCta, CtaPair, FaqList, PageHero, Section, StatsBand, TestimonialGrid } from '../site/ui';
import { ContentView, DateSpotList, LinkGrid, NamedList, TopicGrid } from './place-ui';

/**
 * The four country pages (spec 001 "Country pages"): one component, one
 * content record per country; sections a country has no data for are skipped.
 */

function trail(country: CountryContent) {
  return [
    { name: 'Dating Coach', path: paths.datingCoach },
    { name: country.areaServed, path: country.path },
  ];
}

const seasonIcons: Record<SeasonIdeas['season'], LucideIcon> = {
  Winter: Snowflake,
  Spring: Flower2,
  Summer: Sun,
  Fall: Leaf,
};

function SeasonGrid({ seasons }: { seasons: SeasonIdeas[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {seasons.map((season) => {
        const Icon = seasonIcons[season.season];
        return (
          <li key={season.season} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
            <h3 className="flex items-center gap-2 text-xl font-semibold">
              <Icon className="size-5 text-primary" aria-hidden="true" />
              {season.season}
            </h3>
            <ul className="mt-4 space-y-4">
              {season.ideas.map((idea) => (
                <li key={idea.name}>
                  <p className="font-semibold">
                    {idea.name}
                    <span className="font-normal text-muted-foreground"> · {idea.type}</span>
                  </p>
                  <p className="mt-1 text-sm text-muted-foreground">{idea.description}</p>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

function SubdivisionLists({ items }: { items: Subdivision[] }) {
  const groups = [
    { heading: 'Provinces', kind: 'Province' },
    { heading: 'Territories', kind: 'Territory' },
  ] as const;
  return (
    <div className="grid gap-5 lg:grid-cols-3">
      {groups.map((group) => {
        const members = items.filter((item) => item.kind === group.kind);
        return (
          <div
            key={group.kind}
            className={
              group.kind === 'Province'
                ? 'rounded-2xl border border-border bg-card p-6 shadow-sm lg:col-span-2'
                : 'rounded-2xl border border-border bg-card p-6 shadow-sm'
            }
          >
            <h3 className="text-xl font-semibold">
              {group.heading} ({members.length})
            </h3>
            <ul className={group.kind === 'Province' ? 'mt-4 grid gap-3 sm:grid-cols-2' : 'mt-4 grid gap-3'}>
              {members.map((item) => (
                <li key={item.name}>
                  <span className="font-semibold">{item.name}</span>
                  <span className="block text-sm text-muted-foreground">Capital: {item.capital}</span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

function PointList({ heading, points, icon: Icon }: { heading: string; points: Topic[]; icon: LucideIcon }) {
  return (
    <div className="rounded-2xl border border-border bg-card p-6 shadow-sm">
      <h3 className="flex items-center gap-2 text-xl font-semibold">
        <Icon className="size-5 text-primary" aria-hidden="true" />
        {heading}
      </h3>
      <ul className="mt-4 space-y-4">
        {points.map((point) => (
          <li key={point.title}>
            <p className="font-semibold">{point.title}</p>
            <p className="mt-1 text-sm text-muted-foreground">{point.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface PageSection {
  id: string;
  title: string;
  intro?: string;
  content: ReactNode;
}

/** The sections this country has, in the spec's order; absent data means no section. */
function countrySections(country: CountryContent): PageSection[] {
  const { culture } = country;
  const sections: (PageSection | false | undefined)[] = [
    {
      id: 'reasons',
      title: country.reasons.title,
      intro: country.reasons.intro,
      content: <TopicGrid topics={country.reasons.items} icon={Heart} />,
    },
    country.seasons && {
      id: 'seasons',
      title: country.seasons.title,
      intro: country.seasons.intro,
      content: <SeasonGrid seasons={country.seasons.items} />,
    },
    {
      id: 'cities',
      title: country.cities.title,
      intro: country.cities.intro,
      content: (
        <NamedList
          items={country.cities.items.map((city) => ({ name: city.name, detail: city.region, text: city.text }))}
        />
      ),
    },
    country.subdivisions && {
      id: 'provinces',
      title: country.subdivisions.title,
      intro: country.subdivisions.intro,
      content: <SubdivisionLists items={country.subdivisions.items} />,
    },
    culture && {
      id: 'culture',
      title: culture.title,
      intro: culture.intro,
      content: (
        <>
          {culture.topics ? <TopicGrid topics={culture.topics} /> : null}
          {culture.values || culture.challenges ? (
            <div className="grid gap-5 md:grid-cols-2">
              {culture.values ? <PointList heading="What people value" points={culture.values} icon={Heart} /> : null}
              {culture.challenges ? (
                <PointList heading="Common challenges" points={culture.challenges} icon={CircleAlert} />
              ) : null}
            </div>
          ) : null}
        </>
      ),
    },
    country.testimonials && {
      id: 'testimonials',
      title: country.testimonials.title,
      intro: 'Illustrative member stories. Individual results vary.',
      content: <TestimonialGrid testimonials={country.testimonials.items} />,
    },
    country.dateIdeas && {
      id: 'date-ideas',
      title: country.dateIdeas.title,
      intro: country.dateIdeas.intro,
      content: <DateSpotList spots={country.dateIdeas.items} columns={3} />,
    },
    country.apps && {
      id: 'apps',
      title: country.apps.title,
      intro: country.apps.intro,
      content: <NamedList items={country.apps.items} columns={2} />,
    },
    country.regions && {
      id: 'regions',
      title: country.regions.title,
      intro: country.regions.intro,
      content: <TopicGrid topics={country.regions.items} icon={MapPin} />,
    },
    {
      id: 'faq',
      title: `Dating in ${country.name}: common questions`,
      content: <FaqList faqs={country.faqs} group={country.key} />,
    },
    {
      id: 'related',
      title: country.related.title,
      intro: country.related.intro,
      content: <LinkGrid links={country.related.items} />,
    },
  ];
  return sections.filter((section): section is PageSection => Boolean(section));
}

function CountryPage({ country }: { country: CountryContent }) {
  return (
    <>
      <ContentView type="country_page" name={country.key} />
      <Breadcrumbs className="pt-4" trail={trail(country)} />
      <PageHero eyebrow={country.hero.eyebrow} title={country.hero.title} lead={country.hero.lead}>
        <CtaPair cta="hero" signUpLabel="Get AI Dating Coach" className="justify-center" />
      </PageHero>
      <StatsBand stats={country.stats} />
      {countrySections(country).map((section, index) => (
        <Section key={section.id} id={section.id} title={section.title} intro={section.intro} muted={index % 2 === 1}>
          {section.content}
        </Section>
      ))}
      <ClosingCta title={country.closing.title} text={country.closing.text} cta="closing" />
    </>
  );
}

export function countriesPages(): SitePage[] {
  return countries.map((country) => ({
    path: country.path,
    title: country.title,
    description: country.description,
    lastModified: country.lastModified,
    breadcrumbs: trail(country),
    keywords: [
      `dating coach ${country.areaServed}`,
      `dating in ${country.name}`,
      `dating apps ${country.areaServed}`,
      'AI dating coach',
    ],
    jsonLd: [
      service({
        path: country.path,
        name: `Datewise AI Dating Coach in ${country.areaServed}`,
        description: country.description,
        areaServed: country.areaServed,
      }),
      faqPage(country.faqs),
    ],
    Component: () => <CountryPage country={country} />,
  }));
}
