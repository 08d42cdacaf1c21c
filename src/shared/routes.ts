/**
 * The route table of the spec (000 §2.1, 001 §2): one registry used by the
 * client router, the client access guard and the server's page handler.
 */

export const BEST_AI_COACHES_PATH = '/best-ai-dating-coaches-2025';

export const cityPages = [
  { path: '/dating-coach-new-york', label: 'New York City' },
  { path: '/dating-coach-los-angeles', label: 'Los Angeles' },
  { path: '/dating-coach-chicago', label: 'Chicago' },
  { path: '/dating-coach-houston', label: 'Houston' },
  { path: '/dating-coach-miami', label: 'Miami' },
] as const;

export const countryPages = [
  { path: '/dating-coach-india', label: 'India' },
  { path: '/dating-coach-canada', label: 'Canada' },
  { path: '/dating-coach-australia', label: 'Australia' },
  { path: '/dating-coach-uk', label: 'United Kingdom' },
] as const;

export const guidePages = [
  { path: '/how-to-get-girlfriend', label: 'How to Get a Girlfriend' },
  { path: '/how-to-get-boyfriend', label: 'How to Get a Boyfriend' },
  { path: '/dating-in-your-20s', label: 'Dating in Your 20s' },
  { path: '/dating-in-your-30s', label: 'Dating in Your 30s' },
] as const;

export const comparisonPages = [
  { path: BEST_AI_COACHES_PATH, label: 'Best AI Dating Coaches 2025' },
  { path: '/best-dating-apps-2025', label: 'Best Dating Apps 2025' },
  { path: '/tinder-vs-bumble', label: 'Tinder vs Bumble' },
  { path: '/dating-statistics-2025', label: 'Dating Statistics 2025' },
] as const;

/**
 * Paths open to everyone (exact match), besides anything under /blog. The
 * licences page is public too (the public-site issue lists it), though the
 * spec's table only names it among the signed-in routes.
 */
export const publicPaths: readonly string[] = [
  '/',
  '/blog',
  '/dating-coach',
  '/ai-dating-assistant',
  '/free-profile-analyzer',
  '/privacy-policy',
  '/terms-of-service',
  '/about',
  '/help-support',
  '/cancellations-refunds',
  '/licenses-attribution',
  ...cityPages.map((p) => p.path),
  ...countryPages.map((p) => p.path),
  ...guidePages.map((p) => p.path),
  ...comparisonPages.map((p) => p.path),
];

/** Screens of the signed-in app. `/` and `/about` are in both lists. */
export const appPaths = [
  '/',
  '/onboarding',
  '/profile-coach',
  '/message-helper',
  '/date-ideas',
  '/subscription',
  '/daily-tips',
  '/profile',
  '/saved',
  '/settings',
  '/notifications',
  '/privacy-security',
  '/about',
  '/licenses-attribution',
  '/viral-features',
  '/viral-content-creator',
  '/admin/analytics',
] as const;

const publicSet = new Set(publicPaths);
const appSet = new Set<string>(appPaths);

/** Drops a trailing slash (but keeps "/") so "/blog/" and "/blog" agree. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** The access rule: exact match with the public list, or any path starting with /blog. */
export function isPublicPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return publicSet.has(path) || path.startsWith('/blog');
}

function isAppPath(pathname: string): boolean {
  return appSet.has(normalizePath(pathname));
}

/**
 * What a page request is: public (anyone), app (signed-in only) or unknown (404).
 * `/` and `/about` are public: signed-out visitors get the public version.
 */
export function classifyPath(pathname: string): 'public' | 'app' | 'unknown' {
  if (isPublicPath(pathname)) return 'public';
  if (isAppPath(pathname)) return 'app';
  return 'unknown';
}

/**
 * A post-login destination is accepted only when it is a path on this site:
 * it starts with one "/" and cannot be read as another host ("//x", "/\\x").
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 512) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((c) => c === '\\' || c.charCodeAt(0) < 0x20)) return null;
  // A Location header holds only Latin-1: "/café" goes out as "/caf%C3%A9"; half an emoji cannot be encoded at all.
  try {
    return [...value].map((c) => (c.charCodeAt(0) > 0x7e ? encodeURIComponent(c) : c)).join('');
  } catch {
    return null;
  }
}

/** The legacy copy of the conversation-starters article answers with a permanent redirect (DESIGN.md). */
export const legacyRedirects: Readonly<Record<string, string>> = {
  '/blog/dating-app-conversation-starters': '/blog/conversation-starters-dating-apps',
};
