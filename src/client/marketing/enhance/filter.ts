/**
 * Category filter ([data-filter]): buttons with [data-filter-value] and
 * aria-pressed show only the items whose [data-category] matches ("all" shows
 * every item). The markup works without this script: every item is visible and
 * "All" is pressed. A [data-filter-status] live region announces the result.
 */
import { countOf } from '../../../shared/plural';

export function enhance(root: ParentNode = document): void {
  for (const widget of root.querySelectorAll<HTMLElement>('[data-filter]')) {
    const buttons = [...widget.querySelectorAll<HTMLButtonElement>('button[data-filter-value]')];
    const items = [...widget.querySelectorAll<HTMLElement>('[data-category]')];
    const status = widget.querySelector('[data-filter-status]');

    const select = (button: HTMLButtonElement) => {
      const value = button.dataset.filterValue;
      let shown = 0;
      for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
      for (const item of items) {
        const match = value === 'all' || item.dataset.category === value;
        item.hidden = !match;
        if (match) shown++;
      }
      if (status) {
        status.textContent =
          value === 'all'
            ? `Showing all ${countOf(shown, 'app')}`
            : `Showing ${shown} of ${countOf(items.length, 'app')}: ${button.dataset.filterLabel ?? value}`;
      }
    };

    for (const button of buttons) button.addEventListener('click', () => select(button));
  }
}
