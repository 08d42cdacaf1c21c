import { Gauge, HandCoins, Scale, ShieldCheck } from 'lucide-react';
import { plans } from '../../../shared/plans';
import { paths } from '../../../shared/routes';
import { claims, claimsNote, differences, mission, steps } from '../content/company-about';
import { COMPANY, LEGAL_LAST_UPDATED, SUPPORT_REPLY_HOURS } from '../content/legal-common';
import { appVersion } from '../content/licenses';
import { ORGANIZATION, SITE_NAME } from '../site/seo';
import type { SitePage } from '../site/site-page';
import { absoluteUrl, SITE_URL, SUPPORT_EMAIL } from '../site/tokens';
import { Breadcrumbs, Card, ClosingCta, CtaPair, NumberedSteps, PageHero, Section } from '../site/ui';
import { textLink } from './company-ui';

/** About (spec 000 §2.15): version, mission, what sets Datewise apart, the claims we quote, how it works. */

const icons = [Scale, ShieldCheck, Gauge, HandCoins];

const companyLinks = [
  { path: paths.helpSupport, label: 'Help & Support' },
  { path: paths.privacyPolicy, label: 'Privacy Policy' },
  { path: paths.termsOfService, label: 'Terms of Service' },
  { path: paths.cancellationsRefunds, label: 'Cancellations & Refunds' },
  { path: paths.licensesAttribution, label: 'Licenses & Attribution' },
];

const trail = [{ name: 'About', path: paths.about }];

function AboutPage({ version }: { version: string }) {
  return (
    <>
      <Breadcrumbs className="relative z-10 -mb-10" trail={trail} />
      <PageHero
        eyebrow={`Datewise · Version ${version}`}
        title="About Datewise"
        lead={`An AI dating coach for people who date online: a clearer profile, better conversations and dates worth going on. Built by ${COMPANY}.`}
      >
        <CtaPair cta="about-hero" className="justify-center" />
      </PageHero>

      <Section id="mission" title={mission.heading}>
        <div className="max-w-3xl space-y-4 text-lg text-foreground/90">
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="different" title="What makes Datewise different" muted>
        <ul className="grid gap-5 md:grid-cols-2">
          {differences.map((item, index) => {
            const Icon = icons[index % icons.length]!;
            return (
              <li key={item.title}>
                <Card className="h-full">
                  <Icon className="size-6 text-primary" aria-hidden="true" />
                  <h3 className="mt-3 text-xl font-semibold">{item.title}</h3>
                  <p className="mt-2 text-muted-foreground">{item.text}</p>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="how-it-works" title="How it works">
        <NumberedSteps steps={steps} />
      </Section>

      <Section id="numbers" title="The numbers we quote" muted>
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {claims.map((claim) => (
            <div key={claim.label} className="flex flex-col rounded-2xl border border-border bg-card p-5 text-center">
              <dt className="order-2 mt-1 text-sm font-medium text-muted-foreground">{claim.label}</dt>
              <dd className="font-display text-3xl font-semibold text-primary">{claim.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 max-w-3xl text-muted-foreground">{claimsNote}</p>
      </Section>

      <Section id="company" title="Company and contact">
        <div className="grid gap-8 md:grid-cols-2">
          <div className="space-y-3 text-lg text-foreground/90">
            <p>
              {SITE_NAME} is made by {COMPANY}. You are looking at version {version}.
            </p>
            <p>
              Questions, ideas or a problem to report? Write to{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`} className={textLink}>
                {SUPPORT_EMAIL}
              </a>
              . We reply within {SUPPORT_REPLY_HOURS} hours.
            </p>
          </div>
          <nav aria-label="Company pages">
            <ul className="grid gap-2 sm:grid-cols-2">
              {companyLinks.map((link) => (
                <li key={link.path}>
                  <a
                    href={link.path}
                    className="block rounded-xl border border-border bg-card px-4 py-3 font-medium hover:border-control hover:bg-accent"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Section>

      <ClosingCta
        title="See what Datewise says about your profile"
        text={`Start free with ${plans.free.dailyRequests} AI requests a day, or check your bio with the free analyzer first. No credit card needed.`}
        cta="about-closing"
      />
    </>
  );
}

export function aboutPages(): SitePage[] {
  const version = appVersion();
  const description =
    'Datewise is an AI dating coach built by Datewise Labs. Our mission, what makes us different, what our numbers mean, and how the coach helps you date better.';
  return [
    {
      path: paths.about,
      title: 'About Datewise: Our Mission and How the AI Dating Coach Works',
      description,
      lastModified: LEGAL_LAST_UPDATED,
      breadcrumbs: trail,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'AboutPage',
          name: 'About Datewise',
          url: absoluteUrl(paths.about),
          description,
          mainEntity: {
            '@type': 'Organization',
            name: ORGANIZATION,
            url: SITE_URL,
            email: SUPPORT_EMAIL,
            brand: { '@type': 'Brand', name: SITE_NAME },
          },
        },
      ],
      Component: () => <AboutPage version={version} />,
    },
  ];
}
