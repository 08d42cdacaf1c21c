import type { SitePage } from './site-page';
import { breadcrumbList, SITE_NAME } from './seo';
import { absoluteUrl, SITE_URL } from './tokens';
import { SiteFooter, SiteHeader } from './site-header';
import { serializeJsonLd } from '../../../shared/json-ld';

export interface SiteAssets {
  css: string[];
  /** The site's enhancement script (module). */
  script: string;
  /** Fonts to preload so headings do not shift when the font arrives. */
  fonts: string[];
}

/** The whole prerendered document of a public page: head tags, header, page, footer. */
export function SiteDocument({ page, assets }: { page: SitePage; assets: SiteAssets }) {
  const url = absoluteUrl(page.path);
  const structured = [...(page.breadcrumbs ? [breadcrumbList([...page.breadcrumbs])] : []), ...(page.jsonLd ?? [])];
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{page.title}</title>
        <meta name="description" content={page.description} />
        {page.keywords?.length ? <meta name="keywords" content={page.keywords.join(', ')} /> : null}
        {page.status === 404 ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
        <meta name="theme-color" content="#fff8f4" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <meta property="og:site_name" content={SITE_NAME} />
        <meta property="og:type" content={page.ogType ?? 'website'} />
        <meta property="og:title" content={page.title} />
        <meta property="og:description" content={page.description} />
        <meta property="og:url" content={url} />
        <meta property="og:image" content={`${SITE_URL}/og-image.png`} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={page.title} />
        <meta name="twitter:description" content={page.description} />
        <meta name="twitter:image" content={`${SITE_URL}/og-image.png`} />
        {assets.fonts.map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script type="module" src={assets.script} />
        {structured.map((block, index) => (
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }} />
        ))}
      </head>
      <body className="flex min-h-dvh flex-col bg-background text-foreground" data-page={page.path}>
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader path={page.path} />
        <main id="main" className="flex-1">
          <page.Component />
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
