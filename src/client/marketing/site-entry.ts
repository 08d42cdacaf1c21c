import '../styles/app.css';
import { startAnalytics } from '../lib/analytics';
import { registerServiceWorker } from '../lib/service-worker';
import { enhanceAuthCta } from './enhance/auth-cta';
import { enhanceHeader } from './enhance/header';

/**
 * The public site's whole script: progressive enhancement of prerendered
 * pages (no React in the browser). Widgets load only on pages that have them.
 */
document.documentElement.dataset.js = '';
startAnalytics();
enhanceHeader();
void enhanceAuthCta();
registerServiceWorker();

const widgets: [selector: string, load: () => Promise<{ enhance(root?: ParentNode): void }>][] = [
  ['[data-analyzer]', () => import('./enhance/analyzer')],
  ['[data-filter]', () => import('./enhance/filter')],
  ['[data-tabs]', () => import('./enhance/tabs')],
  ['[data-share]', () => import('./enhance/share')],
  ['[data-toc]', () => import('./enhance/toc')],
];
// `data-ready` on a widget once it works: until then a press does nothing (the browser tests wait for it).
for (const [selector, load] of widgets) {
  if (!document.querySelector(selector)) continue;
  void load().then((widget) => {
    widget.enhance();
    for (const element of document.querySelectorAll<HTMLElement>(selector)) element.dataset.ready = '';
  });
}
