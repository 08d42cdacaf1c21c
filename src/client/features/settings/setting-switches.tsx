import type { SettingName } from '../../../shared/account-options';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { settingCopy } from './setting-copy';
import { useSettings } from './use-settings';

function SettingRow({
  name,
  checked,
  onChange,
}: {
  name: SettingName;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const { label, description } = settingCopy[name];
  const id = `setting-${name}`;
  return (
    <li className="flex items-center justify-between gap-4 px-5 py-4 sm:px-6">
      <div className="min-w-0 space-y-1">
        <Label htmlFor={id} className="text-base">
          {label}
        </Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-description`} />
    </li>
  );
}

function LoadingRows({ names }: { names: readonly SettingName[] }) {
  return (
    <ul className="divide-y divide-border" aria-hidden="true" data-testid="settings-loading">
      {names.map((name) => (
        <li key={name} className="flex items-center justify-between gap-4 px-5 py-4 sm:px-6">
          <div className="w-full max-w-sm space-y-2">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-4 w-full" />
          </div>
          <Skeleton className="h-7 w-12 rounded-full" />
        </li>
      ))}
    </ul>
  );
}

/**
 * A card of saved switches (Notifications, Privacy & Security): skeleton rows
 * while the settings load, a retry if they cannot be loaded.
 */
export function SettingSwitches({
  title,
  names,
  onChanged,
}: {
  title: string;
  names: readonly SettingName[];
  /** Told of each tap, in the tap itself (a browser asks for notification permission only from a user's tap). */
  onChanged?: (name: SettingName, value: boolean) => void;
}) {
  const { settings, isPending, isError, isRefetching, refetch, setSetting } = useSettings();
  const headingId = `settings-${names.join('-')}`;
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={isPending}
      className="overflow-hidden rounded-xl border border-border bg-card shadow-md"
    >
      <h2 id={headingId} className="border-b border-border px-5 py-4 text-lg font-semibold tracking-tight sm:px-6">
        {title}
      </h2>
      {isPending ? (
        <LoadingRows names={names} />
      ) : isError || !settings ? (
        <div role="alert" className="flex flex-col items-start gap-3 px-5 py-5 sm:px-6">
          <p className="font-semibold text-destructive-soft-foreground">Could not load your settings.</p>
          <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isRefetching}>
            Try again
          </Button>
        </div>
      ) : (
        <ul className="divide-y divide-border">
          {names.map((name) => (
            <SettingRow
              key={name}
              name={name}
              checked={settings[name]}
              onChange={(value) => {
                setSetting(name, value);
                onChanged?.(name, value);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
