import { Clock, FileText, Mail, ReceiptText, ShieldCheck } from 'lucide-react';
import { paths } from '../../../shared/routes';
import { allFaqs, faqGroups } from '../content/company-help';
import { LEGAL_LAST_UPDATED, SUPPORT_REPLY_HOURS } from '../content/legal-common';
import { faqPage } from '../site/seo';
import type { SitePage } from '../site/site-page';
import { SUPPORT_EMAIL } from '../site/tokens';
import { Breadcrumbs, Card, CtaLink, FaqList, PageHero } from '../site/ui';
import { textLink } from './company-ui';

/** Help & Support (spec 000 §2.15): contact by e-mail, a reply within 24 hours, the FAQ in five groups. */

const mailto = `mailto:${SUPPORT_EMAIL}`;

const policyLinks = [
  {
    icon: ReceiptText,
    path: paths.cancellationsRefunds,
    label: 'Cancellations & Refunds',
    text: 'Cancel Premium, credits, and when we refund.',
  },
  {
    icon: ShieldCheck,
    path: paths.privacyPolicy,
    label: 'Privacy Policy',
    text: 'What we keep, why, and how to export or delete it.',
  },
  {
    icon: FileText,
    path: paths.termsOfService,
    label: 'Terms of Service',
    text: 'The agreement for using Datewise.',
  },
];

const trail = [{ name: 'Help & Support', path: paths.helpSupport }];

function HelpPage() {
  return (
    <>
      <Breadcrumbs className="relative z-10 -mb-10" trail={trail} />
      <PageHero
        eyebrow="Help & Support"
        title="How can we help?"
        lead="Answers to the questions people ask us most, and a real person on the other end of the e-mail when you need one."
      >
        <nav aria-label="FAQ topics">
          <ul className="flex flex-wrap justify-center gap-2">
            {faqGroups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-block rounded-full border border-border bg-card px-4 py-2 text-sm font-medium hover:border-control hover:bg-accent"
                >
                  {group.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <section aria-labelledby="contact-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <div className="grid gap-6 lg:grid-cols-[1.3fr_1fr]">
          <Card className="p-7 sm:p-8">
            <Mail className="size-7 text-primary" aria-hidden="true" />
            <h2 id="contact-heading" className="mt-3 font-display text-3xl font-semibold">
              Contact support
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">
              E-mail us at{' '}
              <a href={mailto} className={textLink}>
                {SUPPORT_EMAIL}
              </a>
              .
            </p>
            <p className="mt-3 flex items-center gap-2 font-semibold text-success-soft-foreground">
              <Clock className="size-5" aria-hidden="true" />
              We reply within {SUPPORT_REPLY_HOURS} hours.
            </p>
            <p className="mt-5 text-muted-foreground">To help us answer in one reply, please include:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground marker:text-primary">
              <li>the e-mail address you sign in with;</li>
              <li>what you were doing and what happened instead;</li>
              <li>for payments, the date, the amount and the Razorpay payment ID if you have it.</li>
            </ul>
            <CtaLink href={mailto} cta="help-contact" className="mt-7">
              Email support
            </CtaLink>
          </Card>
          <div>
            <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Policies</p>
            <ul className="mt-3 space-y-3">
              {policyLinks.map((link) => (
                <li key={link.path}>
                  <a
                    href={link.path}
                    className="flex gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
                  >
                    <link.icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                    <span>
                      <span className="block font-semibold">{link.label}</span>
                      <span className="mt-0.5 block text-sm text-muted-foreground">{link.text}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <div className="border-t border-border bg-card/70">
        <div className="mx-auto max-w-4xl px-4 pt-2 pb-14 sm:px-6 sm:pb-20">
          {faqGroups.map((group) => (
            <section
              key={group.id}
              id={group.id}
              aria-labelledby={`${group.id}-heading`}
              className="mt-12 scroll-mt-20"
              data-faq-group={group.name}
            >
              <h2 id={`${group.id}-heading`} className="mb-4 font-display text-2xl font-semibold">
                {group.name}
              </h2>
              <FaqList faqs={group.faqs} group={group.id} />
            </section>
          ))}
        </div>
      </div>

      <section className="px-4 py-16 sm:px-6" aria-labelledby="still-heading">
        <div className="mx-auto max-w-4xl rounded-3xl bg-brand-deep px-6 py-12 text-center text-white shadow-lg sm:px-12">
          <h2 id="still-heading" className="font-display text-3xl font-semibold">
            Still need help?
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-white/95">
            Write to{' '}
            <a href={mailto} className="font-semibold text-white underline underline-offset-4">
              {SUPPORT_EMAIL}
            </a>{' '}
            and a member of the Datewise team will reply within {SUPPORT_REPLY_HOURS} hours.
          </p>
        </div>
      </section>
    </>
  );
}

export function helpPages(): SitePage[] {
  return [
    {
      path: paths.helpSupport,
      title: 'Help & Support: Datewise FAQ, Billing Help and Contact',
      description:
        'Get help with Datewise: answers on getting started, the AI tools, Premium, credits, billing, privacy and dating tips. E-mail us for a reply within 24 hours.',
      lastModified: LEGAL_LAST_UPDATED,
      breadcrumbs: trail,
      jsonLd: [faqPage(allFaqs)],
      Component: HelpPage,
    },
  ];
}
