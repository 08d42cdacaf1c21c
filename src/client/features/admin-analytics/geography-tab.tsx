import { Building2, MapPin, ShieldAlert } from 'lucide-react';
import type { AnalyticsReport } from '../../../shared/schemas/analytics-report';
import { CountryFlag } from './country-flag';
import { formatConfidence, formatCount, formatPercent, shareOf } from './format';
import { EmptyState, Panel, ShareBar } from './panel';

type Geography = AnalyticsReport['geographicStats'];

const TOP_COUNTRIES = 8;
const TOP_CITIES = 8;

function Countries({ geography, totalUsers }: { geography: Geography; totalUsers: number }) {
  const shown = geography.countryStats.slice(0, TOP_COUNTRIES);
  const more = geography.countryStats.length - shown.length;
  return (
    <Panel title="Top countries" icon={MapPin} note="Users by detected country, most first." testId="top-countries">
      {shown.length === 0 ? (
        <EmptyState>No locations recorded yet</EmptyState>
      ) : (
        <ol className="space-y-4">
          {shown.map((country) => {
            const share = shareOf(country.totalUsers, totalUsers);
            return (
              <li
                key={`${country.countryCode ?? ''}-${country.country}`}
                className="space-y-1.5"
                data-testid="country-row"
              >
                <div className="flex items-center gap-3">
                  <CountryFlag countryCode={country.countryCode} />
                  <span className="min-w-0 flex-1 truncate font-medium">{country.country}</span>
                  <span className="text-sm font-semibold tabular-nums">
                    {formatPercent(share)}
                    <span className="sr-only"> of all users</span>
                  </span>
                </div>
                <ShareBar percent={share} />
                <p className="text-xs text-muted-foreground tabular-nums">
                  {formatCount(country.totalUsers)} {country.totalUsers === 1 ? 'user' : 'users'} ·{' '}
                  {formatCount(country.subscribedUsers)} subscribed
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {more > 0 && (
        <p className="text-sm text-muted-foreground">
          And {formatCount(more)} more {more === 1 ? 'country' : 'countries'}.
        </p>
      )}
    </Panel>
  );
}

function Cities({ geography }: { geography: Geography }) {
  const shown = geography.topCities.slice(0, TOP_CITIES);
  return (
    <Panel title="Top cities" icon={Building2} note="Where located users are, by city." testId="top-cities">
      {shown.length === 0 ? (
        <EmptyState>No cities recorded yet</EmptyState>
      ) : (
        <ol className="divide-y divide-border">
          {shown.map((city) => (
            <li
              key={`${city.city}-${city.region ?? ''}-${city.country}`}
              className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0"
              data-testid="city-row"
            >
              <CountryFlag countryCode={city.countryCode} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{city.city}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {[city.region, city.country].filter(Boolean).join(', ')}
                </span>
              </span>
              <span className="text-sm font-semibold tabular-nums">
                {formatCount(city.count)} <span className="sr-only">{city.count === 1 ? 'user' : 'users'}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

function VpnStats({ geography }: { geography: Geography }) {
  const rows = [
    { detected: true, label: 'VPN or proxy suspected' },
    { detected: false, label: 'No VPN detected' },
  ].map((row) => ({ ...row, stat: geography.vpnStats.find((s) => s.vpnDetected === row.detected) }));
  const located = rows.reduce((sum, row) => sum + (row.stat?.count ?? 0), 0);
  return (
    <Panel
      title="Location quality"
      icon={ShieldAlert}
      note="Located users, split by whether a VPN or proxy was suspected, with the average detection confidence."
      testId="vpn-stats"
    >
      {located === 0 ? (
        <EmptyState>No location checks yet</EmptyState>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th scope="col" className="pb-2 font-medium">
                Detection
              </th>
              <th scope="col" className="pb-2 text-right font-medium">
                Users
              </th>
              <th scope="col" className="pb-2 text-right font-medium">
                Avg. confidence
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr key={row.label} data-testid="vpn-row">
                <th scope="row" className="py-2.5 text-left font-medium">
                  {row.label}
                </th>
                <td className="py-2.5 text-right tabular-nums">{formatCount(row.stat?.count ?? 0)}</td>
                <td className="py-2.5 text-right tabular-nums">
                  {row.stat && row.stat.count > 0 ? formatConfidence(row.stat.avgConfidence) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="text-sm text-muted-foreground" data-testid="unknown-location">
        {formatCount(geography.unknownLocation)} {geography.unknownLocation === 1 ? 'user' : 'users'} without a location
        yet
      </p>
    </Panel>
  );
}

/** Geography: top countries (with flags), top cities, VPN detection and users not located yet. */
export function GeographyTab({ report }: { report: AnalyticsReport }) {
  const geography = report.geographicStats;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Countries geography={geography} totalUsers={report.userStats.totalUsers} />
      <div className="grid content-start gap-4">
        <Cities geography={geography} />
        <VpnStats geography={geography} />
      </div>
    </div>
  );
}
