import fs from 'node:fs';
import path from 'node:path';

/**
 * The licenses page's package list, collected at build time from what is
 * actually installed: the packages the server runs (package.json
 * "dependencies") and the libraries bundled into the browser (found by
 * following imports from the client entry points), each read from
 * node_modules/<name>/package.json. Runs only at build time (Node fs).
 */

export interface PackageLicense {
  name: string;
  version: string;
  /** The SPDX identifier or expression as the package states it; "Not stated" when it gives none. */
  license: string;
  description: string;
  /** The homepage, or the repository as an https URL; null when the package names neither. */
  url: string | null;
}

interface LicenseInventory {
  /** Libraries bundled into the JavaScript and CSS the browser loads. */
  browser: PackageLicense[];
  /** Packages the server runs in production. */
  server: PackageLicense[];
}

export const LICENSE_NOT_STATED = 'Not stated';

/** The project root (where package.json and node_modules are). */
const projectRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * The browser bundles' entry points (vite.config.ts: the app's index.html
 * loads main.tsx; the public site's script is site-entry.ts).
 */
const browserEntries = ['src/client/main.tsx', 'src/client/marketing/site-entry.ts'];

type RepositoryField = string | { type?: string; url?: string; directory?: string } | undefined;

const HOSTS: Record<string, string> = {
  github: 'github.com',
  gitlab: 'gitlab.com',
  bitbucket: 'bitbucket.org',
};

/**
 * A repository field as an https URL: "git+https://github.com/x/y.git",
 * "git://github.com/x/y", "git@github.com:x/y.git", "github:x/y", "x/y" and
 * { url } objects all become "https://github.com/x/y". Null when unusable.
 */
export function normalizeRepositoryUrl(repository: RepositoryField): string | null {
  const raw = (typeof repository === 'string' ? repository : repository?.url)?.trim();
  if (!raw) return null;

  // Shorthands: "github:x/y", "gitlab:x/y", "bitbucket:x/y", "gist:id", and bare "x/y" (GitHub).
  const shorthand = /^(github|gitlab|bitbucket):([\w.-]+\/[\w.-]+?)(?:\.git)?(?:#.*)?$/.exec(raw);
  if (shorthand) return `https://${HOSTS[shorthand[1]!]}/${shorthand[2]}`;
  const gist = /^gist:([\w-]+)$/.exec(raw);
  if (gist) return `https://gist.github.com/${gist[1]}`;
  const bare = /^([\w.-]+)\/([\w.-]+?)(?:\.git)?(?:#.*)?$/.exec(raw);
  if (bare) return `https://github.com/${bare[1]}/${bare[2]}`;

  // scp-like: "git@github.com:x/y.git".
  const scp = /^[\w.-]+@([\w.-]+):(.+?)(?:\.git)?\/?$/.exec(raw);
  if (scp) return `https://${scp[1]}/${scp[2]}`;

  // URLs: drop "git+", the scheme, any user, ".git", a trailing slash and a #fragment.
  const url =
    /^(?:git\+)?(?:https?|git|ssh|git\+ssh):\/\/(?:[^@/]+@)?([^/:]+)(?::\d+)?\/(.+?)(?:\.git)?\/?(?:#.*)?$/.exec(raw);
  if (url) return `https://${url[1]}/${url[2]}`;
  return null;
}

function licenseOf(pkg: Record<string, unknown>): string {
  const license = pkg.license;
  if (typeof license === 'string' && license.trim()) return license.trim();
  if (license && typeof license === 'object' && typeof (license as { type?: unknown }).type === 'string') {
    return (license as { type: string }).type;
  }
  // The old "licenses": [{ type }] form.
  if (Array.isArray(pkg.licenses)) {
    const types = pkg.licenses
      .map((entry: unknown) => (typeof entry === 'string' ? entry : (entry as { type?: unknown } | null)?.type))
      .filter((type): type is string => typeof type === 'string' && type.length > 0);
    if (types.length) return types.length === 1 ? types[0]! : `(${types.join(' OR ')})`;
  }
  return LICENSE_NOT_STATED;
}

function homepageOf(pkg: Record<string, unknown>): string | null {
  const homepage = typeof pkg.homepage === 'string' ? pkg.homepage.trim() : '';
  if (!/^https?:\/\//.test(homepage)) return null;
  return homepage.replace(/^http:\/\//, 'https://').replace(/#readme$/, '');
}

/** Descriptions are shown as plain text: emoji and runs of spaces go. */
function cleanDescription(text: string): string {
  return text
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One installed package's license data, from node_modules/<name>/package.json. */
export function readPackageLicense(root: string, name: string): PackageLicense {
  const file = path.join(root, 'node_modules', name, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  return {
    name,
    version: typeof pkg.version === 'string' ? pkg.version : '',
    license: licenseOf(pkg),
    description: typeof pkg.description === 'string' ? cleanDescription(pkg.description) : '',
    url: homepageOf(pkg) ?? normalizeRepositoryUrl(pkg.repository as RepositoryField),
  };
}

/** "react-dom/client" -> "react-dom", "@scope/pkg/sub" -> "@scope/pkg"; null for relative paths and node builtins. */
export function packageNameOf(specifier: string): string | null {
  const clean = specifier.split('?')[0]!;
  if (!clean || clean.startsWith('.') || clean.startsWith('/') || /^[a-z]+:/.test(clean)) return null;
  const parts = clean.split('/');
  if (clean.startsWith('@')) return parts.length >= 2 ? `${parts[0]}/${parts[1]}` : null;
  return parts[0]!;
}

const CODE = /\.(?:[cm]?[jt]sx?)$/;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** The module specifiers a file imports at run time (type-only imports are left out: they vanish when compiled). */
export function importsOf(source: string, kind: 'code' | 'css'): string[] {
  const found: string[] = [];
  if (kind === 'css') {
    const text = source.replace(/\/\*[\s\S]*?\*\//g, '');
    for (const m of text.matchAll(/@import\s+(?:url\(\s*)?['"]([^'"]+)['"]/g)) found.push(m[1]!);
    for (const m of text.matchAll(/url\(\s*['"]?([^'")\s]+)['"]?\s*\)/g)) found.push(m[1]!);
    return found;
  }
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const m of text.matchAll(
    /(?:^|[\s;}])(import|export)\s+(type\s+)?(?:([\w*{}\s,$]+?)\s+from\s+)?['"]([^'"]+)['"]/g,
  )) {
    if (m[2]) continue; // import type / export type
    found.push(m[4]!);
  }
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1]!);
  return found;
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier.split('?')[0]!);
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * Every package imported, directly or through local files, from the entry
 * points: what the bundler pulls into the browser. Tests are never reached
 * (nothing imports them).
 */
function browserPackageNames(root: string, entries: string[]): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.resolve(root, entry));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const kind = file.endsWith('.css') ? 'css' : CODE.test(file) ? 'code' : null;
    if (!kind || !fs.existsSync(file)) continue;
    for (const specifier of importsOf(fs.readFileSync(file, 'utf8'), kind)) {
      if (specifier.startsWith('.')) {
        const local = resolveLocal(file, specifier);
        if (local) queue.push(local);
        continue;
      }
      const name = packageNameOf(specifier);
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * The inventory for the licenses page. Only packages the project declares in
 * package.json count (so node builtins and aliases drop out); each is read
 * from node_modules, sorted by name.
 */
export function collectLicenses(root = projectRoot, entries = browserEntries): LicenseInventory {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const runtime = Object.keys(manifest.dependencies ?? {});
  const declared = new Set([...runtime, ...Object.keys(manifest.devDependencies ?? {})]);
  const bundled = [...browserPackageNames(root, entries)].filter((name) => declared.has(name));
  const read = (names: string[]) =>
    [...new Set(names)].sort((a, b) => a.localeCompare(b)).map((name) => readPackageLicense(root, name));
  return { browser: read(bundled), server: read(runtime) };
}

/** The version in the project's own package.json (shown on the about page). */
export function appVersion(root = projectRoot): string {
  return (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
}
