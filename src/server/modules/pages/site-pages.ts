import fs from 'node:fs';
import path from 'node:path';

/** Must match src/client/marketing/site/tokens.ts (the server cannot import client code). */
const SITE_URL_TOKEN = 'https://datewise-site-url.invalid';
const SUPPORT_EMAIL_TOKEN = 'support-email@datewise-site-url.invalid';

interface SitePageFile {
  html: string;
  status: number;
}

interface PrerenderedSite {
  pages: Map<string, SitePageFile>;
  sitemap: string;
  robots: string;
}

/**
 * The prerendered public site (dist/site, written by scripts/prerender.ts),
 * read once at start-up with the site URL and support address filled in.
 * Returns null when the site has not been built.
 */
export function loadPrerenderedSite(
  siteDir: string,
  fill: { siteUrl: string; supportEmail: string },
): PrerenderedSite | null {
  const indexFile = path.join(siteDir, 'pages.json');
  if (!fs.existsSync(indexFile)) return null;
  const replace = (text: string) =>
    text.replaceAll(SUPPORT_EMAIL_TOKEN, fill.supportEmail).replaceAll(SITE_URL_TOKEN, fill.siteUrl);
  // Written by scripts/prerender.ts in the same build.
  const index = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as Record<string, { file: string; status: number }>;
  const pages = new Map<string, SitePageFile>();
  for (const [pagePath, { file, status }] of Object.entries(index)) {
    pages.set(pagePath, { html: replace(fs.readFileSync(path.join(siteDir, file), 'utf8')), status });
  }
  return {
    pages,
    sitemap: replace(fs.readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8')),
    robots: replace(fs.readFileSync(path.join(siteDir, 'robots.txt'), 'utf8')),
  };
}
