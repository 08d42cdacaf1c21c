import { Link } from 'react-router';
import { PageTitle } from '../components/page-title';
import { Button } from '../components/ui/button';

export function PublicPagePlaceholder({ title, summary }: { title: string; summary: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <PageTitle title={title} />
      <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{summary}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <a href="/auth/google">Get Started Free</a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/free-profile-analyzer">Try Free Profile Analyzer</Link>
        </Button>
      </div>
    </section>
  );
}
