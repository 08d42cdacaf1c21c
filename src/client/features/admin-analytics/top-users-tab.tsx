import { Trophy } from 'lucide-react';
import type { AnalyticsReport } from '../../../shared/schemas/analytics-report';
import { Badge } from '../../components/ui/badge';
import { formatCount, personName } from './format';
import { EmptyState, Panel } from './panel';

const TOP_USERS = 15;

type TopUser = AnalyticsReport['topUsers'][number];

function PlanBadge({ user }: { user: TopUser }) {
  if (user.isSubscribed) return <Badge>Premium</Badge>;
  if (user.credits > 0) return <Badge variant="secondary">Credits</Badge>;
  return <Badge variant="outline">Free</Badge>;
}

/** Top users: the 15 people with the most AI requests, with their plan and credits. */
export function TopUsersTab({ report }: { report: AnalyticsReport }) {
  const users = report.topUsers.slice(0, TOP_USERS);
  return (
    <Panel
      title={`Top ${TOP_USERS} users`}
      icon={Trophy}
      note="The people who made the most AI requests."
      testId="top-users"
    >
      {users.length === 0 ? (
        <EmptyState>No AI requests yet, so no top users</EmptyState>
      ) : (
        // Scrolls sideways on a phone; focusable so keyboard users can scroll it too.
        <div
          className="-mx-5 overflow-x-auto px-5 focus-visible:outline-2 focus-visible:outline-ring sm:-mx-6 sm:px-6"
          tabIndex={0}
          role="region"
          aria-label="Top users table"
        >
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">Top users by AI requests</caption>
            <thead>
              <tr className="text-left text-xs text-muted-foreground">
                <th scope="col" className="w-8 pb-2 font-medium">
                  #
                </th>
                <th scope="col" className="pb-2 font-medium">
                  Name
                </th>
                <th scope="col" className="pb-2 font-medium">
                  E-mail
                </th>
                <th scope="col" className="pb-2 font-medium">
                  Plan
                </th>
                <th scope="col" className="pb-2 text-right font-medium">
                  AI requests
                </th>
                <th scope="col" className="pb-2 text-right font-medium">
                  Credits
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {users.map((user, i) => (
                <tr key={user.email} data-testid="top-user-row">
                  <td className="py-2.5 text-muted-foreground tabular-nums">{i + 1}</td>
                  <th scope="row" className="py-2.5 pr-3 text-left font-medium whitespace-nowrap">
                    {personName(user.firstName, user.lastName)}
                  </th>
                  <td className="max-w-64 truncate py-2.5 pr-3 text-muted-foreground">{user.email}</td>
                  <td className="py-2.5 pr-3">
                    <PlanBadge user={user} />
                  </td>
                  <td className="py-2.5 text-right font-semibold tabular-nums">{formatCount(user.aiRequests)}</td>
                  <td className="py-2.5 text-right tabular-nums">{formatCount(user.credits)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
