/**
 * Prerenders every public page to static HTML with React's server renderer
 * and the real page components, after `vite build`. Writes dist/site/:
 * one HTML file per page, pages.json (path -> file, status), sitemap.xml and
 * robots.txt. The site URL and support address are tokens the server fills in.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { buildGuideLibrary } from '../src/client/marketing/content/guide-library';
import { sitePages } from '../src/client/marketing/pages/index';
import { GUIDE_LIBRARY_FILE } from '../src/shared/schemas/guides';
import { SiteDocument, type SiteAssets } from '../src/client/marketing/site/site-document';
import { absoluteUrl } from '../src/client/marketing/site/tokens';
import { staticClosure, type ViteManifest } from '../src/shared/vite-manifest';

const distDir = process.env.DIST_DIR ?? 'dist';
const clientDir = path.join(distDir, 'client');
const outDir = path.join(distDir, 'site');

/** Widgets the site script loads only on pages that contain their hook (see site-entry.ts). */
const widgetModules: Record<string, string> = {
  'data-analyzer': 'marketing/enhance/analyzer.ts',
  'data-filter': 'marketing/enhance/filter.ts',
  'data-tabs': 'marketing/enhance/tabs.ts',
  'data-share': 'marketing/enhance/share.ts',
  'data-toc': 'marketing/enhance/toc.ts',
};
/** DESIGN.md: a marketing page loads at most 70 KB of JavaScript (gzip). */
const JS_BUDGET_BYTES = 70 * 1024;

// Vite's own output, written by the build step just before.
const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;

/** A chunk's key and the keys of every chunk it imports statically. */
const chunkGraph = (key: string) => staticClosure(manifest, [key]);

/** The JavaScript files of a chunk and its static imports. */
function chunkFiles(key: string, files = new Set<string>()): Set<string> {
  for (const k of chunkGraph(key)) files.add(manifest[k]!.file);
  return files;
}

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The JavaScript a page loads: the site script and the widgets whose hooks the page has. */
function pageScriptBytes(html: string): number {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry && manifest[key]!.name === 'site')!;
  const files = chunkFiles(entryKey);
  for (const [hook, key] of Object.entries(widgetModules)) if (html.includes(` ${hook}`)) chunkFiles(key, files);
  return [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
}

function siteAssets(): SiteAssets {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.name === 'site');
  if (!entry) throw new Error('the site entry is missing from the Vite manifest: run vite build first');
  const fonts = fs
    .readdirSync(path.join(clientDir, 'assets'))
    .filter((file) => /^fraunces-latin-wght-normal-.*\.woff2$/.test(file))
    .map((file) => `/assets/${file}`);
  // Styles shared with the app sit in a common chunk: take the CSS of every chunk the entry imports.
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry)!;
  const css = [...new Set([...chunkGraph(entryKey)].flatMap((key) => manifest[key]!.css ?? []))];
  return { script: `/${entry.file}`, css: css.map((file) => `/${file}`), fonts };
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
const scriptBytes: [string, number][] = [];
for (const page of pages) {
  if (seen.has(page.path)) throw new Error(`two pages claim ${page.path}`);
  seen.add(page.path);
  const html = `<!doctype html>${renderToStaticMarkup(createElement(SiteDocument, { page, assets }))}`;
  const file = fileFor(page.path);
  fs.writeFileSync(path.join(outDir, file), html);
  index[page.path] = { file, status: page.status ?? 200 };
  scriptBytes.push([page.path, pageScriptBytes(html)]);
}
fs.writeFileSync(path.join(outDir, 'pages.json'), JSON.stringify(index, null, 2));
// The same guides for signed-in members, read inside the app (GET /api/guides).
fs.writeFileSync(path.join(outDir, GUIDE_LIBRARY_FILE), JSON.stringify(buildGuideLibrary()));

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
scriptBytes.sort((a, b) => b[1] - a[1]);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const [heaviestPath, heaviest] = scriptBytes[0]!;
console.log(
  `JavaScript per public page (gzip): ${kb(scriptBytes.at(-1)![1])} to ${kb(heaviest)} (${heaviestPath}); budget ${kb(JS_BUDGET_BYTES)}`,
);
const over = scriptBytes.filter(([, bytes]) => bytes > JS_BUDGET_BYTES);
if (over.length) {
  console.error(`Over the JavaScript budget: ${over.map(([p, b]) => `${p} ${kb(b)}`).join(', ')}`);
  process.exit(1);
}
