import { paths } from '../../../shared/routes';
import { BackLink } from '../../components/back-link';

/** The heading of a screen opened from Settings, with its way back. */
export function SettingsScreenHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="space-y-4">
      <BackLink to={paths.settings}>Back to Settings</BackLink>
      <div className="space-y-1.5">
        <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-muted-foreground">{intro}</p>
      </div>
    </header>
  );
}
