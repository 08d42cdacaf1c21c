import { describe, expect, it } from 'vitest';
import { countWords, parseMarkdownFile, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('gives headings anchors, explicit or from the text, and lists them', () => {
    const { html, headings } = renderMarkdown(
      '## Steps {#steps}\n\ntext\n\n### The *first* move\n\n[out](https://example.com) [in](/blog)',
    );
    expect(html).toContain('<h2 id="steps">Steps</h2>');
    expect(html).toContain('<h3 id="the-first-move">The <em>first</em> move</h3>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">out</a>');
    expect(html).toContain('<a href="/blog">in</a>');
    expect(headings).toEqual([
      { id: 'steps', text: 'Steps', depth: 2 },
      { id: 'the-first-move', text: 'The first move', depth: 3 },
    ]);
  });

  it('never nests a link when its text is an address', () => {
    const { html } = renderMarkdown('Write to [help@datewise.example](mailto:help@datewise.example).');
    expect(html).toContain('<a href="mailto:help@datewise.example">help@datewise.example</a>');
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it('gives table header cells a column scope, and each cell its column name for the phone layout', () => {
    const { html } = renderMarkdown('| A | **B** "x" |\n| :- | - |\n| 1 | [two](/two) |');
    expect(html).toContain('<th scope="col" align="left">A</th>');
    expect(html).toContain('<th scope="col"><strong>B</strong> &quot;x&quot;</th>');
    expect(html).toContain('<td data-label="A" align="left">1</td>');
    expect(html).toContain('<td data-label="B &quot;x&quot;"><a href="/two">two</a></td>');
    expect(html).toMatch(
      /^<div class="prose-table" role="region" aria-label="Table" tabindex="0"><table class="stack-table">[\s\S]*<\/table><\/div>$/m,
    );
  });
});

describe('parseMarkdownFile', () => {
  const front = `---
title: A useful article title
description: A description that is long enough to be a real meta description for a page.
category: Dating Tips
date: 2025-01-15
author: Maya Chen
excerpt: A short excerpt for the blog index card.
trending: true
keywords: [dating, tips]
---
`;
  it('validates the front matter and computes the reading time from the words', () => {
    const doc = parseMarkdownFile('a-slug', `${front}\n${'word '.repeat(690)}`);
    expect(doc.meta).toMatchObject({ title: 'A useful article title', trending: true, faq: [] });
    expect(doc.words).toBe(690);
    expect(doc.readingMinutes).toBe(3);
  });

  it('refuses a file without valid front matter', () => {
    expect(() => parseMarkdownFile('x', 'no front matter')).toThrow('missing front matter');
    expect(() => parseMarkdownFile('x', front.replace('date: 2025-01-15', 'date: soon'))).toThrow('date');
  });

  it('counts words, not Markdown syntax', () => {
    expect(countWords('## A heading\n\n- one *two*\n- [three](/x)')).toBe(5);
  });
});
