import { Flame, MessageCircleHeart, Trash2, TrendingUp, UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import { engagementFactorLabels } from '../../../shared/engagement-factors';
import { countOf } from '../../../shared/plural';
import { paths } from '../../../shared/routes';
import type { Progress, ReplyTally } from '../../../shared/schemas/progress';
import { LoadFailed } from '../../components/load-failed';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { formatShortDate } from '../../lib/format-date';
import { useNotifyError } from '../../lib/notify-error';
import { useDeleteProfileVersion, useProgress } from '../../lib/progress';
import { BarChart, type Bar } from './bar-chart';

const styleNames = { playful: 'Playful', thoughtful: 'Thoughtful', funny: 'Funny' } as const;
const toolNames = { starter: 'Openers', reply: 'Replies' } as const;

const percent = (value: number) => `${value}%`;
const replyBar = (label: string, tally: ReplyTally): Bar => ({
  label,
  value: tally.rate,
  detail: `${tally.replies} of ${tally.recorded}`,
});
/** "Nov 23" for a week's Monday (YYYY-MM-DD, a calendar day: read as UTC so no time zone moves it). */
const weekLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function Section({ title, icon: Icon, children }: { title: string; icon: typeof Flame; children: React.ReactNode }) {
  const id = `progress-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
      <h2 id={id} className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
        <Icon className="size-5 text-primary" aria-hidden="true" />
        {title}
      </h2>
      {children}
    </section>
  );
}

function StreakSection({ streak }: { streak: Progress['streak'] }) {
  return (
    <Section title="Your streak" icon={Flame}>
      <p className="text-lg">
        {streak.current > 0 ? (
          <>
            <strong className="font-display text-3xl">{countOf(streak.current, 'day')}</strong> in a row with something
            done for your dating life.
          </>
        ) : (
          'Use any tool, send a message or record how one went to start a streak. Every day counts, even a small step.'
        )}
      </p>
      {streak.longest > streak.current && (
        <p className="text-sm text-muted-foreground">Your longest so far: {countOf(streak.longest, 'day')}.</p>
      )}
      <ol className="flex flex-wrap gap-1" aria-label="The last 28 days">
        {streak.lastDays.map(({ day, active }) => (
          <li
            key={day}
            title={formatShortDate(`${day}T12:00:00Z`)}
            className={cn('size-5 rounded-sm', active ? 'bg-primary' : 'bg-muted')}
          >
            <span className="sr-only">
              {formatShortDate(`${day}T12:00:00Z`)}: {active ? 'active' : 'no action'}
            </span>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function RepliesSection({ replies, minimum }: { replies: Progress['replies']; minimum: number }) {
  const { overall } = replies;
  if (replies.sent === 0)
    return (
      <Section title="Replies" icon={MessageCircleHeart}>
        <p className="text-muted-foreground">
          Nothing recorded yet. When you send a message the coach wrote, tap &ldquo;I sent this&rdquo;; later, say in
          Saved whether it got a reply. Your reply rate builds up here.
        </p>
        <Button asChild variant="outline" className="w-fit">
          <Link to={paths.messageHelper}>Open Message Helper</Link>
        </Button>
      </Section>
    );
  return (
    <Section title="Replies" icon={MessageCircleHeart}>
      <p className="text-lg" data-testid="reply-rate">
        {overall.rate === null ? (
          <>
            Too few to tell yet: {countOf(overall.recorded, 'outcome')} recorded, a rate needs at least {minimum}.
          </>
        ) : (
          <>
            <strong className="font-display text-3xl">{overall.rate}%</strong> of your recorded messages got a reply (
            {overall.replies} of {overall.recorded}).
          </>
        )}
      </p>
      <p className="text-sm text-muted-foreground">
        {countOf(replies.sent, 'message')} sent
        {replies.sent > overall.recorded && `, ${replies.sent - overall.recorded} still waiting for an outcome`}
        {replies.dates > 0 && `, ${countOf(replies.dates, 'date')}`}. A rate shows from {minimum} recorded outcomes.
      </p>
      <BarChart
        title="Reply rate by week (last 12 weeks)"
        bars={replies.byWeek.map((week) => replyBar(weekLabel(week.weekStart), week))}
        max={100}
        format={percent}
        columns={['Week of', 'Reply rate', 'Replies']}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <BarChart
          title="By style"
          bars={replies.byStyle.map((s) => replyBar(styleNames[s.style], s))}
          max={100}
          format={percent}
          columns={['Style', 'Reply rate', 'Replies']}
        />
        <BarChart
          title="By tool"
          bars={replies.byTool.map((t) => replyBar(toolNames[t.mode], t))}
          max={100}
          format={percent}
          columns={['Tool', 'Reply rate', 'Replies']}
        />
      </div>
    </Section>
  );
}

function WhatWorkedSection({ whatWorked, minimum }: { whatWorked: Progress['whatWorked']; minimum: number }) {
  return (
    <Section title="What worked for you" icon={TrendingUp}>
      {whatWorked.length === 0 ? (
        <p className="text-muted-foreground">
          Not enough to tell yet. Once at least {minimum} recorded messages have a quality and {minimum} do not, the
          qualities that went with more replies for you show here.
        </p>
      ) : (
        <ul className="space-y-3">
          {whatWorked.map((f) => (
            <li key={f.factor} className="space-y-0.5">
              <p className="font-semibold">{engagementFactorLabels[f.factor]}</p>
              <p className="text-sm text-muted-foreground">
                {f.with.rate}% replies with it ({f.with.replies} of {f.with.recorded}), {f.without.rate}% without (
                {f.without.replies} of {f.without.recorded}): {f.lift} points more.
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">
        These are your own numbers, so they are small and can be luck; they show what went together, not what caused it.
      </p>
    </Section>
  );
}

function ProfileSection({ versions }: { versions: Progress['versions'] }) {
  const remove = useDeleteProfileVersion();
  const notifyError = useNotifyError();
  return (
    <Section title="Your profile" icon={UserRoundPen}>
      {versions.length === 0 ? (
        <>
          <p className="text-muted-foreground">
            In Profile Coach, tap &ldquo;I&apos;m using this bio now&rdquo; when you put a bio on your dating app. Each
            version is kept here, dated, with its score, so you can see your profile improve.
          </p>
          <Button asChild variant="outline" className="w-fit">
            <Link to={paths.profileCoach}>Open Profile Coach</Link>
          </Button>
        </>
      ) : (
        <>
          <BarChart
            title="Profile score by version (out of 10)"
            bars={versions.map((v) => ({
              label: formatShortDate(v.createdAt).replace(/, \d{4}$/, ''),
              value: v.score,
              detail: v.source === 'own' ? 'Your own bio' : 'The improved bio',
            }))}
            max={10}
            format={(score) => `${score}/10`}
            columns={['Version of', 'Score', 'Bio']}
          />
          <p className="text-xs text-muted-foreground">
            Every version is scored with the same published rubric, so the scores compare fairly over time.
          </p>
          <ul className="space-y-3">
            {[...versions].reverse().map((v) => (
              <li key={v.id} className="space-y-2 rounded-lg border border-border p-4" data-testid="profile-version">
                <div className="flex items-center gap-3">
                  <p className="text-sm font-semibold">
                    {formatShortDate(v.createdAt)} · {v.score}/10 ·{' '}
                    {v.source === 'own' ? 'your own bio' : 'the improved bio'}
                  </p>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="ml-auto text-destructive hover:text-destructive"
                    aria-label={`Delete the version of ${formatShortDate(v.createdAt)}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(v.id, {
                        onError: (error) => notifyError(error, 'Could not delete that version. Please try again.'),
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                <p className="line-clamp-3 text-sm leading-relaxed whitespace-pre-line">{v.bio}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

/** Progress (issue 19): what the user sent and what came back, their profile over time, and their streak. */
export function ProgressPage() {
  const { data, isPending, isError, refetch, isRefetching } = useProgress();
  return (
    <div className="space-y-6">
      <PageTitle title="Progress" />
      <header className="space-y-1.5">
        <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">Your progress</h1>
        <p className="max-w-2xl text-muted-foreground">
          What you sent, what came back, and how your profile has changed. Only you see these numbers.
        </p>
      </header>
      {isPending ? (
        <div className="space-y-6" role="status" aria-label="Loading your progress">
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-72 rounded-xl" />
        </div>
      ) : isError ? (
        <LoadFailed message="We could not load your progress." onRetry={refetch} retrying={isRefetching} />
      ) : (
        <>
          <StreakSection streak={data.streak} />
          <RepliesSection replies={data.replies} minimum={data.minimum} />
          <WhatWorkedSection whatWorked={data.whatWorked} minimum={data.minimum} />
          <ProfileSection versions={data.versions} />
        </>
      )}
    </div>
  );
}
