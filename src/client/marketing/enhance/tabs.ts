/**
 * Tabs ([data-tabs]): a hidden [role=tablist] of [role=tab] buttons, each
 * pointing (aria-controls) at a panel. Without this script the tab list stays
 * hidden and every panel shows, stacked with its heading. With it: the WAI-ARIA
 * tabs pattern (automatic activation, roving tabindex, arrow keys, Home, End).
 */
export function enhance(root: ParentNode = document): void {
  for (const widget of root.querySelectorAll<HTMLElement>('[data-tabs]')) {
    const list = widget.querySelector<HTMLElement>('[role=tablist]');
    const tabs = [...widget.querySelectorAll<HTMLElement>('[role=tab]')];
    const panels = tabs.map((tab) => document.getElementById(tab.getAttribute('aria-controls') ?? ''));
    if (!list || !tabs.length || panels.some((panel) => !panel)) continue;

    const select = (index: number, focus = false) => {
      tabs.forEach((tab, i) => {
        const selected = i === index;
        tab.setAttribute('aria-selected', String(selected));
        tab.tabIndex = selected ? 0 : -1;
        panels[i]!.hidden = !selected;
      });
      if (focus) tabs[index]!.focus();
    };

    tabs.forEach((tab, i) => {
      const panel = panels[i]!;
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tab.id);
      tab.addEventListener('click', () => select(i));
      tab.addEventListener('keydown', (event) => {
        const last = tabs.length - 1;
        const next =
          event.key === 'ArrowRight'
            ? (i + 1) % tabs.length
            : event.key === 'ArrowLeft'
              ? (i + last) % tabs.length
              : event.key === 'Home'
                ? 0
                : event.key === 'End'
                  ? last
                  : -1;
        if (next < 0) return;
        event.preventDefault();
        select(next, true);
      });
    });

    const initial = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
    select(Math.max(initial, 0));
    list.hidden = false;
  }
}
