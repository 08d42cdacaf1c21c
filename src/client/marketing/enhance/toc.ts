/**
 * "On this page" (site/on-this-page.tsx). The lists work as plain links; this
 * adds: the phone's Contents list closes once a section is chosen, on Escape
 * (focus back on its button) and on a click elsewhere; and the section being
 * read is marked in both lists (aria-current) and named on the Contents button.
 */

/** A section counts as being read once its top passes this far below the window's top (header and bar). */
const READING_LINE = 140;

export function enhance(root: ParentNode = document): void {
  const navs = [...root.querySelectorAll<HTMLElement>('[data-toc]')];
  if (navs.length === 0) return;

  for (const menu of root.querySelectorAll<HTMLDetailsElement>('details[data-toc-menu]')) {
    menu.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) menu.open = false;
    });
    menu.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && menu.open) {
        menu.open = false;
        menu.querySelector('summary')?.focus();
      }
    });
    document.addEventListener('click', (event) => {
      if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
    });
  }

  const links = navs.flatMap((nav) => [...nav.querySelectorAll<HTMLAnchorElement>('ol a[href^="#"]')]);
  const ids = [...new Set(links.map((link) => link.hash.slice(1)))];
  const sections = ids
    .map((id) => ({ id, element: document.getElementById(id) }))
    .filter((s): s is { id: string; element: HTMLElement } => s.element !== null);
  const titles = new Map(links.map((link) => [link.hash.slice(1), link.lastElementChild?.textContent ?? '']));
  const labels = [...root.querySelectorAll<HTMLElement>('[data-toc-current]')];

  let current: string | null | undefined;
  const mark = () => {
    let reading: string | null = null;
    for (const { id, element } of sections) {
      if (element.getBoundingClientRect().top <= READING_LINE) reading = id;
      else break;
    }
    if (reading === current) return;
    current = reading;
    for (const link of links) {
      if (link.hash === `#${reading}`) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
    for (const label of labels) label.textContent = reading ? `· ${titles.get(reading)}` : '';
  };

  let queued = false;
  window.addEventListener(
    'scroll',
    () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        mark();
      });
    },
    { passive: true },
  );
  mark();
}
