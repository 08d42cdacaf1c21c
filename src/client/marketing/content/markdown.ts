import fs from 'node:fs';
import path from 'node:path';
import { Marked, type RendererThis, type Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/**
 * Articles and guides: Markdown with front matter under content/, read and
 * rendered at build time only (never shipped to the browser).
 */

const contentRoot = path.resolve(import.meta.dirname, '../../../../content');

const WORDS_PER_MINUTE = 230;

const frontMatterSchema = z.object({
  title: z.string().min(10),
  description: z.string().min(50).max(170),
  category: z.string().min(2),
  date: z.iso.date(),
  updated: z.iso.date().optional(),
  author: z.string().min(2),
  excerpt: z.string().min(30),
  trending: z.boolean().default(false),
  keywords: z.array(z.string()).min(1),
  order: z.number().int().optional(),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })).default([]),
});
type FrontMatter = z.infer<typeof frontMatterSchema>;

export interface Heading {
  id: string;
  text: string;
  depth: number;
}

export interface MarkdownDocument {
  slug: string;
  meta: FrontMatter;
  html: string;
  headings: Heading[];
  words: number;
  readingMinutes: number;
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

/** "## Steps {#steps}" sets the anchor explicitly; otherwise it is the slug of the text. */
function headingAnchor(raw: string): { text: string; id: string } {
  const match = /\s*\{#([a-z0-9-]+)\}\s*$/.exec(raw);
  if (match) return { text: raw.slice(0, match.index), id: match[1]! };
  return { text: raw, id: slugify(raw) };
}

const inline = new Marked({ gfm: true });

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function renderMarkdown(source: string): { html: string; headings: Heading[] } {
  const headings: Heading[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(token: Tokens.Heading) {
        const { text, id } = headingAnchor(token.text);
        headings.push({ id, text: text.replace(/[*_`]/g, ''), depth: token.depth });
        return `<h${token.depth} id="${id}">${inline.parseInline(text, { async: false })}</h${token.depth}>\n`;
      },
      link(this: RendererThis, token: Tokens.Link) {
        // The link's own parsed children: parsing its text again would turn an
        // e-mail address or URL label into a second link inside this one.
        const label = this.parser.parseInline(token.tokens);
        // Other sites open in a new tab; our own pages stay in this one.
        return /^https?:\/\//.test(token.href)
          ? `<a href="${token.href}" rel="noopener noreferrer" target="_blank">${label}</a>`
          : `<a href="${token.href}">${label}</a>`;
      },
      // Header cells name their columns for screen readers. On a phone each row becomes a card, every cell
      // under its column's name (the `stack-table` rules in app.css, as the comparison tables); wider
      // screens keep the table, in a focusable region that scrolls if it is still too wide.
      table(this: RendererThis, token: Tokens.Table) {
        const align = (cell: Tokens.TableCell) => (cell.align ? ` align="${cell.align}"` : '');
        const inlineHtml = (cell: Tokens.TableCell) => this.parser.parseInline(cell.tokens);
        const labels = token.header.map((cell) => escapeAttribute(cell.text.replace(/[*_`]/g, '')));
        const head = token.header.map((cell) => `<th scope="col"${align(cell)}>${inlineHtml(cell)}</th>`).join('');
        const body = token.rows
          .map(
            (row) =>
              `<tr>${row.map((cell, i) => `<td data-label="${labels[i] ?? ''}"${align(cell)}>${inlineHtml(cell)}</td>`).join('')}</tr>`,
          )
          .join('\n');
        return (
          '<div class="prose-table" role="region" aria-label="Table" tabindex="0"><table class="stack-table">' +
          `<thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>\n`
        );
      },
    },
  });
  const html = marked.parse(source, { async: false });
  return { html, headings };
}

export function countWords(markdown: string): number {
  return markdown
    .replace(/\]\([^)]*\)/g, ']') // link targets are not read
    .replace(/[#>*_`|[\]()-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Reads "---\nyaml\n---\nmarkdown" and validates the front matter. */
export function parseMarkdownFile(slug: string, source: string): MarkdownDocument {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${slug}: missing front matter`);
  const parsed = frontMatterSchema.safeParse(parseYaml(match[1]!));
  if (!parsed.success) {
    throw new Error(
      `${slug}: invalid front matter: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  }
  const body = match[2]!;
  const { html, headings } = renderMarkdown(body);
  const words = countWords(body);
  return {
    slug,
    meta: parsed.data,
    html,
    headings,
    words,
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
  };
}

export function loadCollection(folder: 'blog' | 'guides'): MarkdownDocument[] {
  const dir = path.join(contentRoot, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => parseMarkdownFile(file.replace(/\.md$/, ''), fs.readFileSync(path.join(dir, file), 'utf8')));
}
