import { paths } from '../../../shared/routes';
import { LEGAL_LAST_UPDATED, LEGAL_LAST_UPDATED_TEXT, withSupportLinks } from '../content/legal-common';
import { privacyPolicy } from '../content/legal-privacy';
import { refundsPolicy } from '../content/legal-refunds';
import { termsOfService } from '../content/legal-terms';
import { renderMarkdown } from '../content/markdown';
import { ORGANIZATION } from '../site/seo';
import type { SitePage } from '../site/site-page';
import { absoluteUrl, SITE_URL } from '../site/tokens';
import { PolicyBody, PolicyHero, RelatedPages } from './company-ui';
import { Breadcrumbs } from '../site/ui';

/** The three policy pages (spec 000 §2.15 and §9): Markdown content, a table of contents, the date they took effect. */

interface PolicyDefinition {
  path: string;
  name: string;
  title: string;
  description: string;
  summary: string;
  markdown: string;
}

const policies: PolicyDefinition[] = [
  {
    path: paths.privacyPolicy,
    name: 'Privacy Policy',
    title: 'Privacy Policy: How Datewise Collects and Protects Your Data',
    description:
      'What Datewise collects, why, who processes it, how long we keep it, and how to export or delete your data. Plain-language privacy policy from Datewise Labs.',
    ...privacyPolicy,
  },
  {
    path: paths.termsOfService,
    name: 'Terms of Service',
    title: 'Terms of Service: Plans, AI Suggestions and Rules | Datewise',
    description:
      'The terms for using Datewise: who can sign up, how Premium and credits work, what AI suggestions can and cannot do, acceptable use, and our liability limits.',
    ...termsOfService,
  },
  {
    path: paths.cancellationsRefunds,
    name: 'Cancellations & Refunds',
    title: 'Cancellations & Refunds: Datewise Premium and Credits Policy',
    description:
      'How to cancel Datewise Premium, what happens to your credits, and the three cases in which we refund a payment within 7 days. Plain terms, no surprises.',
    ...refundsPolicy,
  },
];

function policyPage(policy: PolicyDefinition): SitePage {
  const rendered = renderMarkdown(policy.markdown);
  const html = withSupportLinks(rendered.html);
  const headings = rendered.headings;
  const trail = [{ name: policy.name, path: policy.path }];
  return {
    path: policy.path,
    title: policy.title,
    description: policy.description,
    lastModified: LEGAL_LAST_UPDATED,
    breadcrumbs: trail,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: policy.name,
        url: absoluteUrl(policy.path),
        description: policy.description,
        dateModified: LEGAL_LAST_UPDATED,
        publisher: { '@type': 'Organization', name: ORGANIZATION, url: SITE_URL },
      },
    ],
    Component: () => (
      <>
        <Breadcrumbs className="relative z-10 -mb-10" trail={trail} />
        <PolicyHero
          title={policy.name}
          summary={policy.summary}
          updated={
            <>
              Last updated <time dateTime={LEGAL_LAST_UPDATED}>{LEGAL_LAST_UPDATED_TEXT}</time>
            </>
          }
        />
        <PolicyBody html={html} headings={headings} label={policy.name} />
        <RelatedPages current={policy.path} />
      </>
    ),
  };
}

export function legalPages(): SitePage[] {
  return policies.map(policyPage);
}
