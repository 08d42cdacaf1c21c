import type { SitePage } from '../site/site-page';
import { aboutPages } from './company-about';
import { helpPages } from './company-help';
import { legalPages } from './company-legal';
import { licensesPages } from './company-licenses';

/** The company, help and legal pages: /about, /help-support, the three policies and /licenses-attribution. */
export function companyPages(): SitePage[] {
  return [...aboutPages(), ...helpPages(), ...legalPages(), ...licensesPages()];
}
