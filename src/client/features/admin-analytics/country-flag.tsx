import { Globe } from 'lucide-react';
import type { ReactElement } from 'react';
import { cn } from '../../lib/cn';

/*
 * Small flags drawn for the four markets the dashboard singles out (spec 000
 * §2.17); every other country gets a globe. They are decorative: the country's
 * name is always written next to them.
 */

function UnitedStates() {
  const stripe = 20 / 13;
  return (
    <>
      <rect width="30" height="20" fill="#fff" />
      {Array.from({ length: 7 }, (_, i) => (
        <rect key={i} y={i * 2 * stripe} width="30" height={stripe} fill="#b22234" />
      ))}
      <rect width="12" height={stripe * 7} fill="#3c3b6e" />
      {Array.from({ length: 12 }, (_, i) => (
        <circle key={i} cx={1.5 + (i % 4) * 3} cy={1.6 + Math.floor(i / 4) * 3.3} r="0.55" fill="#fff" />
      ))}
    </>
  );
}

function UnitedKingdom() {
  return (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0L30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0L30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.4" />
      <path d="M15 0V20M0 10H30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0V20M0 10H30" stroke="#c8102e" strokeWidth="3.4" />
    </>
  );
}

function Canada() {
  return (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="7.5" height="20" fill="#d52b1e" />
      <rect x="22.5" width="7.5" height="20" fill="#d52b1e" />
      {/* A simplified maple leaf: a pointed top, two side lobes and a stem. */}
      <path
        d="M15 3.5L16.2 6L17.6 5.3L17.2 8.6L19.6 7.4L19.2 9L21 9.6L18 12.3L18.6 13.6L15.5 13.2V16.5H14.5V13.2L11.4 13.6L12 12.3L9 9.6L10.8 9L10.4 7.4L12.8 8.6L12.4 5.3L13.8 6Z"
        fill="#d52b1e"
      />
    </>
  );
}

function India() {
  return (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#ff9933" />
      <rect y="13.33" width="30" height="6.67" fill="#138808" />
      <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth="0.6" />
      <circle cx="15" cy="10" r="0.6" fill="#000080" />
      <path
        d="M15 7.4V12.6M12.4 10H17.6M13.16 8.16L16.84 11.84M16.84 8.16L13.16 11.84"
        stroke="#000080"
        strokeWidth="0.3"
      />
    </>
  );
}

const flags: Record<string, () => ReactElement> = {
  US: UnitedStates,
  GB: UnitedKingdom,
  UK: UnitedKingdom,
  CA: Canada,
  IN: India,
};

/** Whether a country code has its own drawn flag. */
export function hasFlag(countryCode: string | null | undefined): boolean {
  return !!countryCode && countryCode.toUpperCase() in flags;
}

/** The flag for US, GB, CA and IN; a globe for any other country (or none). */
export function CountryFlag({ countryCode, className }: { countryCode: string | null; className?: string }) {
  const Flag = countryCode ? flags[countryCode.toUpperCase()] : undefined;
  if (!Flag) {
    return (
      <Globe
        className={cn('h-5 w-6 shrink-0 text-muted-foreground', className)}
        aria-hidden="true"
        data-testid="flag-globe"
      />
    );
  }
  return (
    <svg
      viewBox="0 0 30 20"
      className={cn('h-4 w-6 shrink-0 overflow-hidden rounded-[3px] ring-1 ring-foreground/15', className)}
      aria-hidden="true"
      data-testid={`flag-${countryCode!.toUpperCase() === 'UK' ? 'GB' : countryCode!.toUpperCase()}`}
    >
      <Flag />
    </svg>
  );
}
