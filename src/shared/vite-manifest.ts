/** The part of Vite's build manifest (dist/client/.vite/manifest.json) the server and the build scripts read. */
export interface ViteManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/** The keys of `keys` and of every chunk they import statically (what a browser loads with them). */
export function staticClosure(manifest: ViteManifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/** The key of the app's entry (index.html) or the public site's script (`site`). */
export function entryKey(manifest: ViteManifest, entry: 'app' | 'site'): string | undefined {
  return Object.keys(manifest).find(
    (key) => manifest[key]!.isEntry && (entry === 'app' ? key.endsWith('index.html') : manifest[key]!.name === 'site'),
  );
}
