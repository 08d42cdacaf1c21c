// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { SiteHeader } from '../site/site-header';
import { enhanceHeader } from './header';

const menu = () => document.querySelector<HTMLDetailsElement>('details[data-mobile-menu]')!;
const toggle = () => menu().querySelector<HTMLElement>('summary')!;
const press = (target: Element, key: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

beforeEach(() => {
  document.body.innerHTML = renderToStaticMarkup(<SiteHeader path="/blog" />);
  enhanceHeader();
});

describe('the phone menu', () => {
  it('names the panel it controls and says whether it is open', async () => {
    const panelId = toggle().getAttribute('aria-controls');
    expect(document.getElementById(panelId!)?.getAttribute('aria-label')).toBe('Mobile');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    menu().open = true;
    menu().dispatchEvent(new Event('toggle'));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on Escape and gives the focus back to its button', () => {
    menu().open = true;
    const link = menu().querySelector('nav a')!;
    press(link, 'Escape');
    expect(menu().open).toBe(false);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('leaves other keys and a closed menu alone', () => {
    menu().open = true;
    press(menu().querySelector('nav a')!, 'Enter');
    expect(menu().open).toBe(true);
    menu().open = false;
    press(toggle(), 'Escape');
    expect(document.activeElement).not.toBe(toggle());
  });
});
