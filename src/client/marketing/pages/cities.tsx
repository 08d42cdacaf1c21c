import { paths } from '../../../shared/routes';
import { cities, type CityContent } from '../content/cities';
import { cityFigures } from '../content/figures';
import { faqPage, service } from '../site/seo';
import type { SitePage } from '../site/site-page';
import { Breadcrumbs, ClosingCta, CtaPair, FaqList, PageHero, Section, StatsBand, TestimonialGrid } from '../site/ui';
import { BenefitList, ContentView, DateSpotList, ToolCards } from './place-ui';

/** The five US city pages (spec 001 "City pages"): one component, one content record per city. */

function trail(city: CityContent) {
  return [
    { name: 'Dating Coach', path: paths.datingCoach },
    { name: city.name, path: city.path },
  ];
}

function CityPage({ city }: { city: CityContent }) {
  const figures = cityFigures[city.key];
  return (
    <>
      <ContentView type="city_page" name={city.key} />
      <Breadcrumbs className="pt-4" trail={trail(city)} />
      <PageHero eyebrow={city.hero.eyebrow} title={city.hero.title} lead={city.hero.lead}>
        <CtaPair cta="hero" signUpLabel="Get AI Dating Coach" className="justify-center" />
      </PageHero>

      <Section id="benefits" title={city.benefitsTitle}>
        <BenefitList benefits={city.benefits} />
      </Section>

      <Section id="date-spots" title={`Four date spots in ${city.name}`} intro={city.spotsIntro} muted>
        <DateSpotList spots={city.dateSpots} />
      </Section>

      <Section
        id="features"
        title={`Datewise tools for dating in ${city.name}`}
        intro="Four tools that work alongside the dating apps you already use."
      >
        <ToolCards tools={city.tools} />
        <CtaPair cta="features" className="mt-8" />
      </Section>

      <StatsBand
        stats={[
          { value: figures.users, label: `${city.residents} using Datewise` },
          { value: figures.success, label: 'Success rate' },
          { value: figures.matchIncrease, label: 'More matches' },
          { value: figures.qualityDates, label: 'More quality dates' },
        ]}
      />

      <Section
        id="testimonials"
        title={`What ${city.residents} say`}
        intro="Illustrative member stories. Individual results vary."
        muted
      >
        <TestimonialGrid testimonials={city.testimonials} />
      </Section>

      <Section id="faq" title={`Dating in ${city.name}: common questions`}>
        <FaqList faqs={city.faqs} group={city.key} />
      </Section>

      <ClosingCta title={city.closing.title} text={city.closing.text} cta="closing" />
    </>
  );
}

export function citiesPages(): SitePage[] {
  return cities.map((city) => ({
    path: city.path,
    title: city.title,
    description: city.description,
    lastModified: city.lastModified,
    breadcrumbs: trail(city),
    keywords: [`dating coach ${city.name}`, `${city.name} dating`, `${city.name} date ideas`, 'AI dating coach'],
    jsonLd: [
      service({
        path: city.path,
        name: `Datewise AI Dating Coach in ${city.name}`,
        description: city.description,
        areaServed: city.areaServed,
      }),
      faqPage(city.faqs),
    ],
    Component: () => <CityPage city={city} />,
  }));
}
