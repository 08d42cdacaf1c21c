/**
 * Public pages are the same for everyone; a signed-in visitor's "Get Started
 * Free" buttons in the header become "Open my dashboard" (spec 001 §7: the
 * current-user call decides the signed-in state).
 */
export async function enhanceAuthCta(root: ParentNode = document): Promise<void> {
  const links = root.querySelectorAll<HTMLAnchorElement>('[data-auth-cta]');
  // The server sets this hint with the session; without it nobody is signed in.
  if (links.length === 0 || !document.cookie.split('; ').includes('datewise_signed_in=1')) return;
  const res = await fetch('/api/auth/user', { credentials: 'include' }).catch(() => null);
  if (!res?.ok) return;
  for (const link of links) {
    link.href = '/';
    link.textContent = 'Open my dashboard';
  }
}
