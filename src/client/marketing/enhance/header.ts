/**
 * The phone menu (a <details>): its button says whether it is open, and Escape
 * closes it and gives the focus back to the button.
 */
function enhanceMobileMenu(root: ParentNode): void {
  for (const menu of root.querySelectorAll<HTMLDetailsElement>('details[data-mobile-menu]')) {
    const toggle = menu.querySelector<HTMLElement>(':scope > summary');
    if (!toggle) continue;
    const showState = () => toggle.setAttribute('aria-expanded', String(menu.open));
    showState();
    menu.addEventListener('toggle', showState);
    menu.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !menu.open) return;
      menu.open = false;
      showState();
      toggle.focus();
    });
  }
}

/**
 * The Resources menu: opens on click or hover, closes on leaving (after a
 * short grace period), on Escape, on a click elsewhere, or when a link is chosen.
 */
export function enhanceHeader(root: ParentNode = document): void {
  enhanceMobileMenu(root);
  for (const dropdown of root.querySelectorAll<HTMLElement>('[data-dropdown]')) {
    const trigger = dropdown.querySelector<HTMLButtonElement>('[data-dropdown-trigger]');
    if (!trigger) continue;
    let closeTimer: number | undefined;
    const setOpen = (open: boolean) => {
      window.clearTimeout(closeTimer);
      dropdown.toggleAttribute('data-open', open);
      trigger.setAttribute('aria-expanded', String(open));
    };
    const isOpen = () => dropdown.hasAttribute('data-open');

    // A keyboard press (detail 0) toggles; a mouse or touch press opens (hover may have opened it already).
    trigger.addEventListener('click', (event) => setOpen(event.detail === 0 ? !isOpen() : true));
    dropdown.addEventListener('pointerenter', (event) => {
      if (event.pointerType === 'mouse') setOpen(true);
    });
    dropdown.addEventListener('pointerleave', (event) => {
      if (event.pointerType !== 'mouse') return;
      closeTimer = window.setTimeout(() => setOpen(false), 150);
    });
    dropdown.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && isOpen()) {
        setOpen(false);
        trigger.focus();
      }
    });
    dropdown.addEventListener('focusout', (event) => {
      if (!dropdown.contains(event.relatedTarget as Node | null)) setOpen(false);
    });
    dropdown.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) setOpen(false);
    });
    document.addEventListener('click', (event) => {
      if (isOpen() && !dropdown.contains(event.target as Node)) setOpen(false);
    });
  }
}
