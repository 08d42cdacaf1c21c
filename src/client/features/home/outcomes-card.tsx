import { ArrowRight, Send } from 'lucide-react';
import { Link } from 'react-router';
import { countOf } from '../../../shared/plural';
import { paths } from '../../../shared/routes';
import { Button } from '../../components/ui/button';
import { useSentMessages } from '../../lib/outcomes';

/** Messages the user sent whose outcome is not recorded yet (issue 19); nothing when there are none. */
export function OutcomesCard() {
  const { data } = useSentMessages();
  if (!data || data.waiting === 0) return null;
  return (
    <section
      aria-labelledby="outcomes-card-title"
      data-testid="outcomes-card"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm sm:flex-row sm:items-center sm:gap-4"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
        <Send className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 space-y-0.5">
        <h2 id="outcomes-card-title" className="font-sans text-base font-semibold">
          How did they go?
        </h2>
        <p className="text-sm text-muted-foreground">
          {countOf(data.waiting, 'message')} you sent {data.waiting === 1 ? 'is' : 'are'} waiting for an outcome. A tap
          each shows you what works for you.
        </p>
      </div>
      <Button asChild variant="outline" size="sm" className="w-fit shrink-0">
        <Link to={paths.saved}>
          Record outcomes
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
