import '../styles/app.css';
import { enhanceAuthCta } from './enhance/auth-cta';
import { enhanceHeader } from './enhance/header';

/**
 * The public site's whole script: progressive enhancement of prerendered
 * pages (no React in the browser). Parts a page does not have cost nothing.
 */
document.documentElement.dataset.js = '';
enhanceHeader();
void enhanceAuthCta();
