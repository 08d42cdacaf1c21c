import { useLayoutEffect } from 'react';
import { serializeJsonLd, type JsonLd } from '../lib/structured-data';
import { PageTitle } from './page-title';

/**
 * A screen's own head data while it is shown: title, description, keywords and
 * JSON-LD. React 19 hoists `<title>` and `<meta>` into `<head>` and removes them
 * on unmount; the JSON-LD `<script>` stays in the page and leaves with it. The
 * shell's default description is set aside meanwhile, so there is only one.
 */
export function PageMeta({
  title,
  description,
  keywords,
  structuredData,
}: {
  title: string;
  description: string;
  keywords?: readonly string[];
  structuredData?: JsonLd[];
}) {
  useLayoutEffect(() => {
    const defaults = [...document.head.querySelectorAll('meta[name="description"]:not([data-page-meta])')];
    const placeholders = defaults.map((meta) => {
      const marker = document.createComment('default description');
      meta.replaceWith(marker);
      return { meta, marker };
    });
    return () => {
      for (const { meta, marker } of placeholders) marker.replaceWith(meta);
    };
  }, []);

  return (
    <>
      <PageTitle title={title} />
      <meta name="description" content={description} data-page-meta="" />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} data-page-meta="" />}
      {structuredData?.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          data-page-meta=""
          // JSON only, with "<" escaped (serializeJsonLd): nothing in it can end the element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </>
  );
}
