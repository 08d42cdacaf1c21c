/**
 * Builds the service worker (src/client/sw/service-worker.ts) into dist/client/sw.js, after `vite build`, with
 * the build's version and the files it keeps on install (the app shell), and writes the offline page
 * (dist/client/offline.html) it shows for a screen that cannot load offline. Decision 0035.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { entryKey, staticClosure, type ViteManifest } from '../src/shared/vite-manifest';
import { OFFLINE_PAGE } from '../src/shared/service-worker-rules';

const clientDir = path.join(process.env.DIST_DIR ?? 'dist', 'client');
const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
const appEntry = entryKey(manifest, 'app');
const siteEntry = entryKey(manifest, 'site');
if (!appEntry || !siteEntry) throw new Error('the app or site entry is missing from the Vite manifest');

// The app shell: the main chunk and the signed-in layout with what they import, the public site's script,
// their styles and fonts. Screens' own chunks are kept when first loaded.
const layout = manifest[appEntry]!.dynamicImports?.find((key) => key.endsWith('/app-layout.tsx'));
const chunks = staticClosure(manifest, [appEntry, siteEntry, ...(layout ? [layout] : [])]);
const files = new Set<string>();
for (const key of chunks) {
  const chunk = manifest[key]!;
  if (!key.endsWith('.html')) files.add(chunk.file);
  for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
}
const appCss = manifest[appEntry]!.css ?? [];

const offlineHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#fff8f4">
<meta name="robots" content="noindex">
<title>You're offline · Datewise</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${appCss.map((file) => `<link rel="stylesheet" href="/${file}">`).join('\n')}
</head>
<body class="bg-background text-foreground">
<main id="main" class="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 px-6 py-12">
<a href="/" class="flex items-center gap-2.5 font-display text-xl font-semibold text-foreground">
<img src="/favicon.svg" alt="" width="32" height="32">Datewise</a>
<h1 class="font-display text-3xl font-semibold">You're offline</h1>
<p class="text-muted-foreground">Your coach, your saved answers and your account need a connection. The guides and
pages you've already opened on this device still open without one.</p>
<p><a href="" class="inline-flex rounded-xl bg-primary px-5 py-3 font-semibold text-primary-foreground">Try again</a></p>
</main>
</body>
</html>
`;
fs.writeFileSync(path.join(clientDir, OFFLINE_PAGE), offlineHtml);

const precache = [
  OFFLINE_PAGE,
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  ...[...files].sort().map((file) => `/${file}`),
];
const swSource =
  fs.readFileSync('src/client/sw/service-worker.ts', 'utf8') +
  fs.readFileSync('src/shared/service-worker-rules.ts', 'utf8');
const version = createHash('sha256')
  .update(JSON.stringify(precache))
  .update(offlineHtml)
  .update(swSource)
  .digest('hex')
  .slice(0, 12);

await build({
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  define: { __SW_VERSION__: JSON.stringify(version), __SW_PRECACHE__: JSON.stringify(precache) },
  build: {
    outDir: clientDir,
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: 'src/client/sw/service-worker.ts',
      formats: ['iife'],
      name: 'datewiseServiceWorker',
      fileName: () => 'sw.js',
    },
  },
});
console.log(`service worker ${version}: keeps ${precache.length} files on install (${path.join(clientDir, 'sw.js')})`);
