import { PageTitle } from '../../components/page-title';

/**
 * A screen another issue builds: its heading and a short note until then
 * (allowed by the foundation issue; replaced screen by screen).
 */
export function ScreenPlaceholder({ title, note }: { title: string; note: string }) {
  return (
    <section aria-labelledby="screen-title" className="space-y-3">
      <PageTitle title={title} />
      <h1 id="screen-title" className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        {title}
      </h1>
      <p className="max-w-2xl text-muted-foreground">{note}</p>
    </section>
  );
}
