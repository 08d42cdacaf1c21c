import { ChevronDown, Menu } from 'lucide-react';
import { authPaths, paths } from '../../../shared/routes';
import { footerLinks, headerLinks, resourceGroups } from './site-nav';
import { SiteLogo } from './site-logo';
import { authCtaAttributes } from './ui';

/**
 * The public header, static HTML. Without JavaScript the Resources menu opens
 * on hover and keyboard focus and the phone menu is a <details>; the site
 * script adds click, leave and Escape handling and the menus' expanded state (enhance/header.ts).
 */
export function SiteHeader({ path }: { path: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/95 backdrop-blur" data-site-header>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <SiteLogo />
        <nav aria-label="Primary" className="hidden items-center gap-1 lg:flex">
          {headerLinks.map((link) => (
            <a
              key={link.path}
              href={link.path}
              aria-current={path === link.path ? 'page' : undefined}
              className={
                link.highlight
                  ? 'rounded-lg bg-accent px-3 py-2 text-sm font-medium text-accent-foreground hover:bg-secondary'
                  : 'rounded-lg px-3 py-2 text-sm font-medium text-foreground/80 hover:text-foreground aria-[current=page]:text-foreground'
              }
            >
              {link.label}
            </a>
          ))}
          <div className="site-dropdown relative" data-dropdown>
            <button
              type="button"
              className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-foreground/80 hover:text-foreground"
              aria-expanded="false"
              aria-controls="resources-panel"
              data-dropdown-trigger
            >
              Resources
              <ChevronDown className="size-4" aria-hidden="true" />
            </button>
            <div
              id="resources-panel"
              className="site-dropdown-panel absolute top-full left-1/2 z-50 w-[40rem] max-w-[92vw] -translate-x-1/2 pt-2"
              data-dropdown-panel
            >
              <div className="grid grid-cols-2 gap-x-6 gap-y-4 rounded-2xl border border-border bg-popover p-5 shadow-lg">
                <ResourceGroups
                  headingClassName="mb-1.5"
                  listClassName="space-y-0.5"
                  linkClassName="px-2 py-1.5 hover:bg-accent"
                />
              </div>
            </div>
          </div>
        </nav>
        <a
          href={authPaths.signIn}
          className="hidden rounded-xl bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary-hover lg:inline-block"
          data-cta="header"
          {...authCtaAttributes()}
        >
          Get Started Free
        </a>
        <details className="site-mobile-menu lg:hidden" data-mobile-menu>
          <summary
            className="flex size-10 cursor-pointer list-none items-center justify-center rounded-lg hover:bg-accent"
            aria-controls="mobile-menu-panel"
          >
            <Menu aria-hidden="true" />
            <span className="sr-only">Menu</span>
          </summary>
          <nav
            id="mobile-menu-panel"
            aria-label="Mobile"
            className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background px-4 pt-3 pb-6 shadow-lg"
          >
            <ul className="space-y-1">
              {headerLinks.map((link) => (
                <li key={link.path}>
                  <a
                    href={link.path}
                    className={`block rounded-lg px-3 py-2.5 font-medium ${link.highlight ? 'bg-accent text-accent-foreground' : 'hover:bg-muted'}`}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
            <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
              <ResourceGroups headingClassName="px-3 pb-1" linkClassName="px-3 py-2 hover:bg-muted" />
            </div>
            <a
              href={authPaths.signIn}
              className="mt-5 block rounded-xl bg-primary px-4 py-3 text-center font-semibold text-primary-foreground"
              data-cta="mobile-menu"
              {...authCtaAttributes()}
            >
              Get Started Free
            </a>
          </nav>
        </details>
      </div>
    </header>
  );
}

/** The Resources links by group: in the desktop menu and in the phone menu. */
function ResourceGroups({
  headingClassName,
  listClassName,
  linkClassName,
}: {
  headingClassName: string;
  listClassName?: string;
  linkClassName: string;
}) {
  return resourceGroups.map((group) => (
    <div key={group.heading}>
      <p className={`${headingClassName} text-xs font-semibold tracking-wide text-muted-foreground uppercase`}>
        {group.heading}
      </p>
      <ul className={listClassName}>
        {group.links.map((link) => (
          <li key={link.path}>
            <a href={link.path} className={`${linkClassName} block rounded-lg text-sm`}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  ));
}

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-card/60">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="space-y-3">
          <SiteLogo id="footer-logo" />
          <p className="max-w-sm text-sm text-muted-foreground">
            An AI dating coach for people who date online: a stronger profile, messages that get replies, and dates
            worth going on.
          </p>
        </div>
        <nav aria-label="Company">
          <p className="mb-2 text-sm font-semibold">Company</p>
          <ul className="space-y-1.5 text-sm">
            {[
              { path: paths.about, label: 'About' },
              ...footerLinks,
              { path: paths.licensesAttribution, label: 'Licenses' },
            ].map((link) => (
              <li key={link.path}>
                <a href={link.path} className="text-muted-foreground hover:text-foreground">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {resourceGroups.slice(0, 2).map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <p className="mb-2 text-sm font-semibold">{group.heading}</p>
            <ul className="space-y-1.5 text-sm">
              {group.links.map((link) => (
                <li key={link.path}>
                  <a href={link.path} className="text-muted-foreground hover:text-foreground">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-border py-5 text-center text-sm text-muted-foreground">© 2025 Datewise Labs</p>
    </footer>
  );
}
