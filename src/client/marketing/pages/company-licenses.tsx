import { ArrowLeft } from 'lucide-react';
import { paths } from '../../../shared/routes';
import { buttonVariants } from '../../components/ui/button';
import {
  complianceNote,
  mainLicenses,
  otherLicenses,
  servicesIntro,
  thirdPartyServices,
} from '../content/company-licenses';
import { LEGAL_LAST_UPDATED, SUPPORT_REPLY_HOURS } from '../content/legal-common';
import { collectLicenses, type PackageLicense } from '../content/licenses';
import type { SitePage } from '../site/site-page';
import { SUPPORT_EMAIL } from '../site/tokens';
import { Breadcrumbs, Card, PageHero, Section } from '../site/ui';
import { ExternalLink, textLink } from './company-ui';

/**
 * Licenses & Attribution (spec 001): generated at build time from the
 * packages actually installed (content/licenses.ts), plus the outside
 * services and what the common licenses mean. Back link to /about.
 */

const trail = [
  { name: 'About', path: paths.about },
  { name: 'Licenses & Attribution', path: paths.licensesAttribution },
];

function PackageTable({ id, caption, packages }: { id: string; caption: string; packages: PackageLicense[] }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      <table className="w-full text-left text-sm" data-license-table={id}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Package
            </th>
            <th scope="col" className="hidden w-32 px-3 py-3 font-semibold sm:table-cell">
              Version
            </th>
            <th scope="col" className="hidden w-36 px-4 py-3 font-semibold sm:table-cell">
              License
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {packages.map((pkg) => (
            <tr key={pkg.name} data-package={pkg.name} className="align-top">
              <th scope="row" className="px-4 py-3 font-normal">
                {pkg.url ? (
                  <ExternalLink href={pkg.url} className={`${textLink} wrap-anywhere`}>
                    {pkg.name}
                  </ExternalLink>
                ) : (
                  <span className="font-medium wrap-anywhere">{pkg.name}</span>
                )}
                {pkg.description ? <span className="mt-1 block text-muted-foreground">{pkg.description}</span> : null}
                {/* On phones the version and license sit under the name; the columns return from sm up. */}
                <span className="mt-1 block text-foreground sm:hidden">
                  Version {pkg.version} · {pkg.license}
                </span>
              </th>
              <td className="hidden px-3 py-3 whitespace-nowrap tabular-nums sm:table-cell" data-version>
                {pkg.version}
              </td>
              <td className={`hidden px-4 py-3 sm:table-cell ${pkg.license.includes(' ') ? '' : 'whitespace-nowrap'}`}>
                {pkg.license}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LicensesPage({ browser, server }: { browser: PackageLicense[]; server: PackageLicense[] }) {
  const used = new Set(
    [...browser, ...server].flatMap((pkg) => pkg.license.replace(/[()]/g, '').split(/\s+OR\s+|\s+AND\s+/)),
  );
  const extra = Object.entries(otherLicenses).filter(([id]) => used.has(id));
  return (
    <>
      <Breadcrumbs className="relative z-10 -mb-10" trail={trail} />
      <PageHero
        eyebrow="Open source"
        title="Licenses & Attribution"
        lead="Datewise is built on open-source software and a few outside services. Here is what we use, who made it, and the licenses it comes under."
      >
        <a href={paths.about} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <ArrowLeft aria-hidden="true" />
          Back to About
        </a>
      </PageHero>

      <Section
        id="open-source"
        title="Open-source libraries"
        intro="This list is read from the installed packages each time the site is built: it covers the libraries bundled into the pages your browser loads and the packages our server runs, and leaves out tools we use only to build and test Datewise."
      >
        <div className="space-y-12">
          <div>
            <h3 className="text-xl font-semibold">In your browser</h3>
            <p className="mt-1 mb-4 text-muted-foreground">
              {browser.length} libraries bundled into the app and the public site.
            </p>
            <PackageTable id="browser" caption="Libraries bundled into the browser" packages={browser} />
          </div>
          <div>
            <h3 className="text-xl font-semibold">On our servers</h3>
            <p className="mt-1 mb-4 text-muted-foreground">{server.length} packages the Datewise server runs.</p>
            <PackageTable id="server" caption="Packages the server runs" packages={server} />
          </div>
        </div>
      </Section>

      <Section id="services" title="Third-party services" intro={servicesIntro} muted>
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {thirdPartyServices.map((service) => (
            <li key={service.role}>
              <Card className="h-full">
                <p className="text-sm font-semibold tracking-wide text-primary uppercase">{service.role}</p>
                <h3 className="mt-1 text-lg font-semibold">{service.name}</h3>
                <p className="mt-2 text-muted-foreground">{service.text}</p>
                {service.link ? (
                  <p className="mt-3">
                    <ExternalLink href={service.link} className={textLink}>
                      {service.link.replace(/^https:\/\//, '')}
                    </ExternalLink>
                  </p>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="licenses-explained" title="What these licenses mean">
        <div className="grid gap-5 md:grid-cols-3">
          {[...mainLicenses, ...extra.map(([id, license]) => ({ id, ...license }))].map((license) => (
            <Card key={license.id}>
              <h3 className="text-lg font-semibold">{license.name}</h3>
              <p className="mt-1 font-mono text-xs text-muted-foreground">{license.id}</p>
              <p className="mt-3 text-muted-foreground">{license.text}</p>
            </Card>
          ))}
        </div>
        <p className="mt-6 max-w-3xl text-sm text-muted-foreground">
          These summaries are here to help you read the list. They are not legal advice, and the license text that comes
          with each package is what applies.
        </p>
      </Section>

      <Section id="compliance" title="Compliance and legal contact" muted>
        <div className="max-w-3xl space-y-4 text-lg text-foreground/90">
          {complianceNote.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            If you think we have missed an attribution or described a license wrongly, or you have any other legal
            question, write to{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className={textLink}>
              {SUPPORT_EMAIL}
            </a>
            . We reply within {SUPPORT_REPLY_HOURS} hours and correct mistakes promptly.
          </p>
        </div>
        <a href={paths.about} className={`${buttonVariants({ variant: 'outline', size: 'lg' })} mt-8`}>
          <ArrowLeft aria-hidden="true" />
          Back to About
        </a>
      </Section>
    </>
  );
}

export function licensesPages(): SitePage[] {
  const { browser, server } = collectLicenses();
  return [
    {
      path: paths.licensesAttribution,
      title: 'Licenses & Attribution: Open-Source Software Behind Datewise',
      description:
        'The open-source libraries Datewise is built on, with versions, licenses and links, read from the installed packages, plus the outside services we rely on.',
      lastModified: LEGAL_LAST_UPDATED,
      breadcrumbs: trail,
      Component: () => <LicensesPage browser={browser} server={server} />,
    },
  ];
}
