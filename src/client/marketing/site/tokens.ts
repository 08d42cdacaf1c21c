/**
 * Pages are prerendered at build time but the site's origin and support
 * address are runtime configuration: pages carry these tokens, and the server
 * replaces them once when it loads the prerendered files.
 */
export const SITE_URL = 'https://datewise-site-url.invalid';
export const SUPPORT_EMAIL = 'support-email@datewise-site-url.invalid';

export const absoluteUrl = (path: string) => `${SITE_URL}${path}`;
