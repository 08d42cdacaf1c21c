/**
 * The route table of the spec (000 §2.1, 001 §2): every page path by name, and
 * the lists built from it. The client router, links and redirects, the client
 * access guard, the prerendered site and the server's page handler all read it;
 * a page path is written only here (the lint refuses path literals in src/client).
 */

/** Every page of the public site and the signed-in app. */
export const paths = {
  // Both audiences: the app screen when signed in, the public page otherwise.
  home: '/',
  about: '/about',

  // The public site.
  blog: '/blog',
  datingCoach: '/dating-coach',
  aiDatingAssistant: '/ai-dating-assistant',
  freeProfileAnalyzer: '/free-profile-analyzer',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  helpSupport: '/help-support',
  cancellationsRefunds: '/cancellations-refunds',
  licensesAttribution: '/licenses-attribution',
  datingCoachNewYork: '/dating-coach-new-york',
  datingCoachLosAngeles: '/dating-coach-los-angeles',
  datingCoachChicago: '/dating-coach-chicago',
  datingCoachHouston: '/dating-coach-houston',
  datingCoachMiami: '/dating-coach-miami',
  datingCoachIndia: '/dating-coach-india',
  datingCoachCanada: '/dating-coach-canada',
  datingCoachAustralia: '/dating-coach-australia',
  datingCoachUk: '/dating-coach-uk',
  howToGetGirlfriend: '/how-to-get-girlfriend',
  howToGetBoyfriend: '/how-to-get-boyfriend',
  datingInYour20s: '/dating-in-your-20s',
  datingInYour30s: '/dating-in-your-30s',
  bestAiDatingCoaches: '/best-ai-dating-coaches-2025',
  bestDatingApps: '/best-dating-apps-2025',
  tinderVsBumble: '/tinder-vs-bumble',
  datingStatistics: '/dating-statistics-2025',

  // The signed-in app.
  onboarding: '/onboarding',
  profileCoach: '/profile-coach',
  messageHelper: '/message-helper',
  dateIdeas: '/date-ideas',
  subscription: '/subscription',
  dailyTips: '/daily-tips',
  profile: '/profile',
  saved: '/saved',
  progress: '/progress',
  settings: '/settings',
  notifications: '/notifications',
  privacySecurity: '/privacy-security',
  viralFeatures: '/viral-features',
  viralContentCreator: '/viral-content-creator',
  guides: '/guides',
  adminAnalytics: '/admin/analytics',
} as const;

/** A page path of the route table. */
export type PagePath = (typeof paths)[keyof typeof paths];

/** A blog article, by the slug of its file in content/blog. */
export function blogPostPath(slug: string): `/blog/${string}` {
  return `${paths.blog}/${slug}`;
}

/** A guide inside the app, by the slug of its file in content/guides or content/blog. */
export function guidePath(slug: string): `/guides/${string}` {
  return `${paths.guides}/${slug}`;
}

/** A guide reader's path: /guides/ and a slug (lower-case words joined by single dashes). */
const guideReaderPattern = /^\/guides\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The prerendered 404 pages, by the key under which the prerender writes them
 * and the server's page handler looks them up. They are not routes.
 */
export const notFoundPagePaths = { site: '/404', blog: `${paths.blog}/404` } as const;

/**
 * Sign-in and sign-out are server routes the browser navigates to (a full page
 * load), not pages.
 */
export const authPaths = { signIn: '/auth/google', signOut: '/auth/logout' } as const;

/** Sign-in that lands on `path` afterwards (the server checks it with safeReturnPath). */
export function signInReturningTo(path: string): string {
  return `${authPaths.signIn}?${new URLSearchParams({ returnTo: path }).toString()}`;
}

export const cityPages = [
  { path: paths.datingCoachNewYork, label: 'New York City' },
  { path: paths.datingCoachLosAngeles, label: 'Los Angeles' },
  { path: paths.datingCoachChicago, label: 'Chicago' },
  { path: paths.datingCoachHouston, label: 'Houston' },
  { path: paths.datingCoachMiami, label: 'Miami' },
] as const;

export const countryPages = [
  { path: paths.datingCoachIndia, label: 'India' },
  { path: paths.datingCoachCanada, label: 'Canada' },
  { path: paths.datingCoachAustralia, label: 'Australia' },
  { path: paths.datingCoachUk, label: 'United Kingdom' },
] as const;

export const guidePages = [
  { path: paths.howToGetGirlfriend, label: 'How to Get a Girlfriend' },
  { path: paths.howToGetBoyfriend, label: 'How to Get a Boyfriend' },
  { path: paths.datingInYour20s, label: 'Dating in Your 20s' },
  { path: paths.datingInYour30s, label: 'Dating in Your 30s' },
] as const;

export const comparisonPages = [
  { path: paths.bestAiDatingCoaches, label: 'Best AI Dating Coaches 2025' },
  { path: paths.bestDatingApps, label: 'Best Dating Apps 2025' },
  { path: paths.tinderVsBumble, label: 'Tinder vs Bumble' },
  { path: paths.datingStatistics, label: 'Dating Statistics 2025' },
] as const;

/**
 * Paths open to everyone (exact match), besides anything under /blog. The
 * licences page is public too (the public-site issue lists it), though the
 * spec's table only names it among the signed-in routes.
 */
export const publicPaths: readonly PagePath[] = [
  paths.home,
  paths.blog,
  paths.datingCoach,
  paths.aiDatingAssistant,
  paths.freeProfileAnalyzer,
  paths.privacyPolicy,
  paths.termsOfService,
  paths.about,
  paths.helpSupport,
  paths.cancellationsRefunds,
  paths.licensesAttribution,
  ...cityPages.map((p) => p.path),
  ...countryPages.map((p) => p.path),
  ...guidePages.map((p) => p.path),
  ...comparisonPages.map((p) => p.path),
];

/** Screens of the signed-in app. `/` and `/about` are in both lists. */
export const appPaths = [
  paths.home,
  paths.onboarding,
  paths.profileCoach,
  paths.messageHelper,
  paths.dateIdeas,
  paths.subscription,
  paths.dailyTips,
  paths.profile,
  paths.saved,
  paths.progress,
  paths.settings,
  paths.notifications,
  paths.privacySecurity,
  paths.about,
  paths.licensesAttribution,
  paths.viralFeatures,
  paths.viralContentCreator,
  paths.guides,
  paths.adminAnalytics,
] as const;

/** A screen of the signed-in app. */
export type AppPath = (typeof appPaths)[number];

const publicSet = new Set<string>(publicPaths);
const appSet = new Set<string>(appPaths);

/** Drops a trailing slash (but keeps "/") so "/blog/" and "/blog" agree. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** The access rule: exact match with the public list, or any path starting with /blog. */
export function isPublicPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return publicSet.has(path) || path.startsWith(paths.blog);
}

/** Public pages a signed-in user gets as an app screen instead: "/" and "/about". */
const signedInVersions = new Set<string>([paths.home, paths.about]);

export function hasSignedInVersion(pathname: string): boolean {
  return signedInVersions.has(normalizePath(pathname));
}

function isAppPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return appSet.has(path) || guideReaderPattern.test(path);
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
 * A post-login destination is accepted only when it is a page of this site (the allow-list is the route table:
 * a public page or an app screen, never /auth or /api): it starts with one "/" and cannot be read as another host
 * ("//x", "/\\x").
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 512) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((c) => c === '\\' || c.charCodeAt(0) < 0x20)) return null;
  if (classifyPath(value.split(/[?#]/, 1)[0]!) === 'unknown') return null;
  // A Location header holds only Latin-1: "/café" goes out as "/caf%C3%A9"; half an emoji cannot be encoded at all.
  try {
    return [...value].map((c) => (c.charCodeAt(0) > 0x7e ? encodeURIComponent(c) : c)).join('');
  } catch {
    return null;
  }
}

/** The legacy copy of the conversation-starters article answers with a permanent redirect (DESIGN.md). */
export const legacyRedirects: Readonly<Record<string, string>> = {
  [blogPostPath('dating-app-conversation-starters')]: blogPostPath('conversation-starters-dating-apps'),
};
