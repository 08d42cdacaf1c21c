/**
 * Prerenders every public page to static HTML with React's server renderer
 * and the real page components, after `vite build`. Writes dist/site/:
 * one HTML file per page, pages.json (path -> file, status), sitemap.xml and
 * robots.txt. The site URL and support address are tokens the server fills in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { sitePages } from '../src/client/marketing/pages/index';
import { SiteDocument, type SiteAssets } from '../src/client/marketing/site/site-document';
import { absoluteUrl } from '../src/client/marketing/site/tokens';

const distDir = process.env.DIST_DIR ?? 'dist';
const clientDir = path.join(distDir, 'client');
const outDir = path.join(distDir, 'site');

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
  name?: string;
}

function siteAssets(): SiteAssets {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  );
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.name === 'site');
  if (!entry) throw new Error('the site entry is missing from the Vite manifest: run vite build first');
  const fonts = fs
    .readdirSync(path.join(clientDir, 'assets'))
    .filter((file) => /^fraunces-latin-wght-normal-.*\.woff2$/.test(file))
    .map((file) => `/assets/${file}`);
  return { script: `/${entry.file}`, css: (entry.css ?? []).map((file) => `/${file}`), fonts };
}

function fileFor(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1).replaceAll('/', '__')}.html`;
}

const started = performance.now();
const assets = siteAssets();
const pages = sitePages();
const seen = new Set<string>();
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

const index: Record<string, { file: string; status: number }> = {};
for (const page of pages) {
  if (seen.has(page.path)) throw new Error(`two pages claim ${page.path}`);
  seen.add(page.path);
  const html = `<!doctype html>${renderToStaticMarkup(createElement(SiteDocument, { page, assets }))}`;
  const file = fileFor(page.path);
  fs.writeFileSync(path.join(outDir, file), html);
  index[page.path] = { file, status: page.status ?? 200 };
}
fs.writeFileSync(path.join(outDir, 'pages.json'), JSON.stringify(index, null, 2));

const listed = pages.filter((page) => (page.status ?? 200) === 200);
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${listed.map((page) => `  <url><loc>${absoluteUrl(page.path)}</loc><lastmod>${page.lastModified}</lastmod></url>`).join('\n')}
</urlset>
`;
fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemap);
fs.writeFileSync(
  path.join(outDir, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /auth/\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`,
);

console.log(`prerendered ${pages.length} pages to ${outDir} in ${Math.round(performance.now() - started)} ms`);
