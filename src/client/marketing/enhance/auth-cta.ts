import { setAnalyticsConsent } from '../../lib/analytics';

/**
 * Public pages are the same for everyone; a signed-in visitor's sign-up
 * buttons ("Get Started Free" in the header and on the page, "Get AI Dating
 * Coach", "Get Full AI Analysis Free") go to the app instead, with the label the
 * page gave them ("Open my dashboard" unless given) (spec 001 §7: the
 * current-user call decides the signed-in state), and a reader who turned
 * "Share Usage Data" off is not tracked here either.
 */
export async function enhanceAuthCta(root: ParentNode = document): Promise<void> {
  // The server sets this hint with the session; without it nobody is signed in.
  if (!document.cookie.split('; ').includes('datewise_signed_in=1')) return;
  const res = await fetch('/api/auth/user', { credentials: 'include' }).catch(() => null);
  if (!res?.ok) return;
  const user = (await res.json().catch(() => null)) as { shareUsageData?: unknown } | null;
  if (user?.shareUsageData === false) setAnalyticsConsent(false);
  // The attribute holds the dashboard's path, from the route table at prerender: this script does not carry the table.
  for (const link of root.querySelectorAll<HTMLAnchorElement>('[data-auth-cta]')) {
    link.href = link.dataset.authCta!;
    link.textContent = link.dataset.authCtaLabel ?? 'Open my dashboard';
  }
}
