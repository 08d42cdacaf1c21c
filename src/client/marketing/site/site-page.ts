import type { ReactElement } from 'react';

/** One prerendered public page: its head data and its body component. */
export interface SitePage {
  /** The canonical path, e.g. "/dating-coach". */
  path: string;
  /** The whole document title. */
  title: string;
  /** The meta description (about 150-160 characters). */
  description: string;
  /** Date of the last meaningful change (YYYY-MM-DD), for the sitemap. */
  lastModified: string;
  /** Trail above the page, without Home (added automatically); the page itself is the last crumb. */
  breadcrumbs?: { name: string; path: string }[];
  /** Structured data blocks beyond the BreadcrumbList (which is built from `breadcrumbs`). */
  jsonLd?: Record<string, unknown>[];
  keywords?: string[];
  ogType?: 'website' | 'article';
  /** 404 pages are rendered like any page but served with that status and left out of the sitemap. */
  status?: 200 | 404;
  /** The body between the site header and footer. */
  Component: () => ReactElement;
}
