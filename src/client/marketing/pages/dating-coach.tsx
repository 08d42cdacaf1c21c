import { paths } from '../../../shared/routes';
import { figures } from '../content/figures';
import { features } from '../content/home';
import { coachBenefits, coachFaqs, coachStats, coachTestimonials } from '../content/home-coach';
import { faqPage, service } from '../site/seo';
import type { SitePage } from '../site/site-page';
import { ClosingCta, CtaPair, FaqList, NumberedSteps, PageHero, Section, StatsBand, TestimonialGrid } from '../site/ui';
import { BenefitList, FeatureGrid, RatingLine, TestimonialNote } from './landing';

const PATH = paths.datingCoach;

const steps = [
  {
    title: 'Sign in free',
    text: 'Use your Google account. No credit card, and your free AI requests are ready straight away.',
  },
  {
    title: 'Bring what you are working on',
    text: 'Paste your bio, a match’s profile or the message you need to answer, or tell it what kind of date you want.',
  },
  {
    title: 'Pick, edit and send',
    text: 'Choose the suggestion that sounds most like you, adjust it, and use it in whichever app you date on.',
  },
];

function DatingCoachPage() {
  return (
    <>
      <div hidden data-content-view="landing_page:dating-coach" />
      <PageHero
        eyebrow="AI dating coach · Free to start"
        title="A dating coach for your profile, your messages and your dates"
        lead="Datewise gives you the help a dating coach would, for the part of dating that happens on your phone: a profile that stands out, messages that get answers, and first dates worth planning."
      >
        <div className="flex flex-col items-center gap-5">
          <CtaPair cta="hero" signUpLabel="Get AI Dating Coach" className="justify-center" />
          <RatingLine
            value={figures.serviceRating.value}
            reviews={figures.serviceRating.reviews.toLocaleString('en-US')}
          />
        </div>
      </PageHero>
      <Section
        id="benefits"
        title="Why an AI dating coach?"
        intro="Most dating advice is either generic or expensive. A coach that reads your own profile and conversations, and answers whenever you ask, sits in between."
      >
        <BenefitList items={coachBenefits} />
      </Section>
      <Section
        id="features"
        muted
        title="What your coach helps with"
        intro="Four tools cover the whole path from match to date. Each one works on what you give it, so the advice fits you."
      >
        <FeatureGrid items={features} />
      </Section>
      <StatsBand stats={coachStats} />
      <Section id="how-coaching-works" title="How coaching with Datewise works">
        <NumberedSteps steps={steps} />
      </Section>
      <Section
        id="testimonials"
        muted
        title="Coaching stories"
        intro="Why people chose an AI dating coach, and what changed for them."
      >
        <TestimonialGrid testimonials={coachTestimonials} />
        <TestimonialNote />
      </Section>
      <Section id="faq" title="Dating coach questions, answered">
        <div className="max-w-3xl">
          <FaqList faqs={coachFaqs} group="dating-coach" />
        </div>
      </Section>
      <ClosingCta
        title="Get a dating coach that is always on"
        text="Work on your profile tonight and your next conversation tomorrow. Start free and upgrade only if you want more."
        cta="closing"
      />
    </>
  );
}

export function datingCoachPages(): SitePage[] {
  const description =
    'An AI dating coach for your profile, messages and first dates. Datewise gives personal feedback at any hour, free to start, with no sessions to book.';
  return [
    {
      path: PATH,
      title: 'AI Dating Coach: Profile, Message and Date Help | Datewise',
      description,
      lastModified: '2025-01-29',
      breadcrumbs: [{ name: 'Dating Coach', path: PATH }],
      keywords: ['dating coach', 'AI dating coach', 'online dating coach', 'dating profile help', 'dating advice'],
      jsonLd: [
        service({
          path: PATH,
          name: 'Datewise AI Dating Coach',
          description,
        }),
        faqPage(coachFaqs),
      ],
      Component: DatingCoachPage,
    },
  ];
}
