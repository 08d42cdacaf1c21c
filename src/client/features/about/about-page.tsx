import { FileText, LifeBuoy, Scale, ScrollText, ShieldCheck } from 'lucide-react';
import { paths } from '../../../shared/routes';
import { BackLink } from '../../components/back-link';
import { LinkList, type LinkListItem } from '../../components/link-list';
import { PageTitle } from '../../components/page-title';
import { Badge } from '../../components/ui/badge';
import { APP_VERSION } from '../../lib/app-version';
import { claims, claimsNote, differences, mission } from '../../marketing/content/company-about';
import { COMPANY } from '../../marketing/content/legal-common';

/*
 * The signed-in About screen (spec 000 §2.15): version, mission, differentiators and claims, from the same
 * content as the public about page. Company pages are the site's own (full page loads, as in Settings).
 */

const companyPages: LinkListItem[] = [
  {
    to: paths.licensesAttribution,
    label: 'Licenses & Attribution',
    description: 'The open-source software and services we build on',
    icon: Scale,
  },
  { to: paths.helpSupport, label: 'Help & Support', description: 'Answers, and how to reach us', icon: LifeBuoy },
  { to: paths.privacyPolicy, label: 'Privacy Policy', description: 'What we keep and why', icon: ShieldCheck },
  { to: paths.termsOfService, label: 'Terms of Service', description: 'The rules of using Datewise', icon: FileText },
  {
    to: paths.cancellationsRefunds,
    label: 'Cancellations & Refunds',
    description: 'Stopping Premium and getting money back',
    icon: ScrollText,
  },
];

export function AboutPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <PageTitle title="About" />
      <div>
        <BackLink to={paths.settings}>Back to Settings</BackLink>
        <h1 className="mt-2 font-display text-3xl font-semibold">About Datewise</h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-muted-foreground">
          <Badge variant="secondary">Version {APP_VERSION}</Badge>
          <span>An AI dating coach by {COMPANY}, for people who date online.</span>
        </p>
      </div>

      <section aria-labelledby="about-mission" className="space-y-3">
        <h2 id="about-mission" className="text-xl font-semibold">
          {mission.heading}
        </h2>
        {mission.paragraphs.map((paragraph) => (
          <p key={paragraph} className="text-foreground/90">
            {paragraph}
          </p>
        ))}
      </section>

      <section aria-labelledby="about-different" className="space-y-3">
        <h2 id="about-different" className="text-xl font-semibold">
          What makes Datewise different
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {differences.map((item) => (
            <li key={item.title} className="rounded-xl border border-border bg-card p-5 shadow-sm">
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-numbers" className="space-y-3">
        <h2 id="about-numbers" className="text-xl font-semibold">
          The numbers we quote
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {claims.map((claim) => (
            <div key={claim.label} className="flex flex-col rounded-xl border border-border bg-card p-4 text-center">
              <dt className="order-2 mt-1 text-sm text-muted-foreground">{claim.label}</dt>
              <dd className="font-display text-2xl font-semibold text-primary">{claim.value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-muted-foreground">{claimsNote}</p>
      </section>

      <section aria-labelledby="about-company" className="space-y-3">
        <h2 id="about-company" className="text-xl font-semibold">
          Company pages
        </h2>
        <LinkList items={companyPages} />
      </section>
    </div>
  );
}
