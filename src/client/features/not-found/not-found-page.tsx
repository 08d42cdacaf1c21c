import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';

/** The fallback screen when no route matches (spec 000 §2.1). */
export function NotFoundPage() {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center bg-background px-4 text-center">
      <PageTitle title="Page not found" />
      <p className="font-display text-7xl font-semibold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-semibold">404 Page Not Found</h1>
      <p className="mt-2 max-w-md text-muted-foreground">
        The page you asked for does not exist. It may have moved, or the link may be mistyped.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">Go to the home page</Link>
      </Button>
    </main>
  );
}
