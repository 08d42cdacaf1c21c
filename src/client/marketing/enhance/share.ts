/**
 * The article page's "Save Article" and "Share" buttons ([data-share="<article id>"]).
 * Save keeps the ids of saved articles in this browser (localStorage); Share
 * uses the system share sheet when there is one, else copies the page URL.
 * Notices go to the container's role="status" element. The container stays
 * invisible until this module has wired it up.
 */
const SAVED_KEY = 'datewise:saved-articles';

/** Reported by the site's analytics script (docs/site-authoring.md, "Analytics hooks"). */
function report(name: string, props: Record<string, string | boolean>): void {
  document.dispatchEvent(new CustomEvent('datewise:track', { detail: { name, props } }));
}

function readSaved(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SAVED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function enhance(root: ParentNode = document): void {
  for (const box of root.querySelectorAll<HTMLElement>('[data-share]')) {
    const id = box.dataset.share ?? '';
    const status = box.querySelector<HTMLElement>('[role="status"]');
    const save = box.querySelector<HTMLButtonElement>('[data-share-save]');
    const share = box.querySelector<HTMLButtonElement>('[data-share-link]');
    let timer = 0;

    const say = (text: string) => {
      if (!status) return;
      clearTimeout(timer);
      // Emptied first, so the same notice twice in a row is announced twice.
      status.textContent = '';
      requestAnimationFrame(() => (status.textContent = text));
      timer = window.setTimeout(() => (status.textContent = ''), 6000);
    };

    const show = (saved: boolean) => {
      if (!save) return;
      save.toggleAttribute('data-saved', saved);
      const label = save.querySelector('[data-label]') ?? save;
      label.textContent = saved ? 'Saved' : 'Save Article';
    };

    if (save && id) {
      show(readSaved().includes(id));
      save.addEventListener('click', () => {
        const list = readSaved();
        const saved = !list.includes(id);
        try {
          localStorage.setItem(SAVED_KEY, JSON.stringify(saved ? [...list, id] : list.filter((x) => x !== id)));
        } catch {
          say('This browser does not allow saving articles.');
          return;
        }
        show(saved);
        say(saved ? 'Saved to this browser' : 'Removed from your saved articles');
        report('article_save', { article: id, saved });
      });
      // Saved or removed in another tab.
      addEventListener('storage', (event) => {
        if (event.key === SAVED_KEY || event.key === null) show(readSaved().includes(id));
      });
    }

    // Every failure below ends in a message to the reader, so the listener may leave the promise alone.
    const shareArticle = async () => {
      const url = location.origin + location.pathname;
      if (navigator.share) {
        try {
          await navigator.share({ title: document.title, url });
          report('article_share', { article: id, method: 'share' });
          return;
        } catch (error) {
          // Closed by the reader: nothing to do. Refused: fall back to copying.
          if ((error as Error).name === 'AbortError') return;
        }
      }
      try {
        await navigator.clipboard.writeText(url);
        say('Link copied');
        report('article_share', { article: id, method: 'copy' });
      } catch {
        say(`Copy this link: ${url}`);
      }
    };
    share?.addEventListener('click', () => void shareArticle());
  }
}
