import {
  ANALYSIS_DURATION_MS,
  BIO_MAX_CHARACTERS,
  CARRIED_BIO_KEY,
  analyzeBio,
  clampCharacters,
  countCharacters,
  countWords,
} from '../../../shared/profile-analyzer';

/**
 * The free profile analyzer (spec 001 §4-§5) on its prerendered markup: live
 * counter, button states, the simulated analysis, the result card and reset.
 * Hooks are data-analyzer-* attributes (pages/free-profile-analyzer.tsx).
 */
export function enhance(root: ParentNode = document): void {
  for (const widget of root.querySelectorAll<HTMLElement>('[data-analyzer]')) setUp(widget);
}

function setUp(widget: HTMLElement): void {
  const $ = <T extends Element = HTMLElement>(hook: string) => widget.querySelector<T>(`[data-analyzer-${hook}]`)!;
  const form = $<HTMLFormElement>('form');
  const input = $<HTMLTextAreaElement>('input');
  const submit = $<HTMLButtonElement>('submit');
  const label = $('label');
  const spinner = $('spinner');
  const status = $('status');
  const result = $('result');
  const heading = result.querySelector<HTMLElement>('h2')!;
  const progress = $('progress');
  const bar = $('bar');
  const idleLabel = label.textContent;
  let analyzing = false;
  let analyzedBio = '';

  // "Get Full AI Analysis Free" takes the analyzed bio to Profile Coach (through sign-in when needed).
  widget.querySelector('[data-cta="analyzer-upsell"]')?.addEventListener('click', () => {
    try {
      sessionStorage.setItem(CARRIED_BIO_KEY, analyzedBio);
    } catch {
      // Storage blocked: Profile Coach opens with an empty box.
    }
  });

  // The cap counts characters as the rules do (an emoji is one), so the browser's
  // UTF-16 maxlength gives way to the script's own limit.
  input.removeAttribute('maxlength');

  const update = () => {
    const text = input.value;
    const words = countWords(text);
    $('count').textContent = `${countCharacters(text)}/${BIO_MAX_CHARACTERS} characters`;
    $('words').textContent = `${words} ${words === 1 ? 'word' : 'words'}`;
    submit.disabled = analyzing || text.trim() === '';
  };

  const fill = (hook: string, items: string[], template: string, empty: string) => {
    const list = $(hook);
    list.replaceChildren(
      ...(items.length ? items : [empty]).map((text) => {
        const item = $<HTMLTemplateElement>(
          items.length ? template : 'empty-item',
        ).content.firstElementChild!.cloneNode(true) as HTMLElement;
        item.querySelector('span:last-child')!.textContent = text;
        return item;
      }),
    );
  };

  const setAnalyzing = (on: boolean) => {
    analyzing = on;
    input.readOnly = on;
    spinner.hidden = !on;
    submit.toggleAttribute('data-busy', on);
    label.textContent = on ? 'Analyzing Your Profile...' : idleLabel;
    status.textContent = on ? 'Analyzing Your Profile...' : '';
    update();
  };

  input.addEventListener('input', (event) => {
    if (!event.isComposing && countCharacters(input.value) > BIO_MAX_CHARACTERS) {
      input.value = clampCharacters(input.value);
    }
    update();
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (analyzing || input.value.trim() === '') return;
    const bio = input.value;
    analyzedBio = bio.trim();
    setAnalyzing(true);
    window.setTimeout(() => {
      const analysis = analyzeBio(bio);
      $('score').textContent = String(analysis.score);
      progress.setAttribute('aria-valuenow', String(analysis.score));
      bar.style.width = `${analysis.score}%`;
      $('verdict').textContent = analysis.verdict;
      fill(
        'strengths',
        analysis.strengths,
        'strength-item',
        'Nothing stands out yet: the tips below are a good start.',
      );
      fill('issues', analysis.issues, 'issue-item', 'Nothing to fix by these rules. Nice work!');
      setAnalyzing(false);
      form.hidden = true;
      result.hidden = false;
      status.textContent = `Your profile scored ${analysis.score} out of 100. ${analysis.verdict}`;
      heading.focus();
      document.dispatchEvent(
        new CustomEvent('datewise:track', {
          detail: {
            name: 'free_tool_completion',
            props: {
              tool: 'profile_analyzer',
              bio_length: analysis.characters,
              analysis_duration: ANALYSIS_DURATION_MS,
            },
          },
        }),
      );
    }, ANALYSIS_DURATION_MS);
  });

  $('reset').addEventListener('click', () => {
    input.value = '';
    result.hidden = true;
    form.hidden = false;
    status.textContent = '';
    bar.style.width = '0';
    update();
    input.focus();
  });

  update();
}
