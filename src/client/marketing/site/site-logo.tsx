import { paths } from '../../../shared/routes';
/** The brand mark and name, linking home (one gradient id: the site renders one logo per place). */
export function SiteLogo({ id = 'logo' }: { id?: string }) {
  return (
    <a
      href={paths.home}
      className="flex items-center gap-2.5 rounded-lg font-display text-xl font-semibold text-foreground"
    >
      <svg viewBox="0 0 32 32" width="32" height="32" className="size-8 shrink-0" aria-hidden="true">
        <defs>
          <linearGradient id={`${id}-mark`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#e8536e" />
            <stop offset="1" stopColor="#f59e6b" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${id}-mark)`} />
        <path
          d="M16 24.5s-7.5-4.4-7.5-10a4.2 4.2 0 0 1 7.5-2.6 4.2 4.2 0 0 1 7.5 2.6c0 5.6-7.5 10-7.5 10z"
          fill="#fff"
        />
      </svg>
      Datewise
    </a>
  );
}
