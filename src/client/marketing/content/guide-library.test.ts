import { describe, expect, it } from 'vitest';
import { guideLibrarySchema } from '../../../shared/schemas/guides';
import { sampleGuides } from './home';
import { buildGuideLibrary } from './guide-library';
import { loadCollection } from './markdown';

describe('the guide library', () => {
  const library = buildGuideLibrary();

  it('holds every guide and article once, rendered from the same files as the public pages', () => {
    expect(guideLibrarySchema.parse(library)).toHaveLength(library.length);
    const guides = loadCollection('guides');
    const articles = loadCollection('blog');
    expect(library).toHaveLength(guides.length + articles.length);
    expect(new Set(library.map((g) => g.slug)).size).toBe(library.length);
    const girlfriend = library.find((g) => g.slug === 'how-to-get-girlfriend')!;
    expect(girlfriend).toMatchObject({ kind: 'guide', publicPath: '/how-to-get-girlfriend' });
    expect(girlfriend.html).toBe(guides.find((d) => d.slug === 'how-to-get-girlfriend')!.html);
    expect(library.find((g) => g.slug === 'texting-dating-tips')).toMatchObject({
      kind: 'article',
      publicPath: '/blog/texting-dating-tips',
    });
    expect(library.every((g) => g.headings.length > 0)).toBe(true);
  });

  it('has the full text of every sample guide the landing page sends members to', () => {
    for (const sample of sampleGuides) expect(library.map((g) => g.slug)).toContain(sample.id);
  });
});
