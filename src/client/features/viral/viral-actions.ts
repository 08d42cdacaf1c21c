import { toast } from '../../components/ui/use-toast';
import { copyText } from '../../lib/clipboard';

/** Every action on the Viral Features screen (spec 000 §2.16): a notice only. */
export function featureComingSoon(item: string): void {
  toast({
    title: 'Feature Coming Soon!',
    description: `${item} will be available in the next update. Stay tuned!`,
  });
}

/** Every template button on the Viral Content Creator screen: a notice only. */
export function templateComingSoon(name: string): void {
  toast({
    title: 'Template Coming Soon!',
    description: `${name} template will be available in the next update. Stay tuned!`,
  });
}

const SHARE_TITLE = 'Datewise';
const SHARE_TEXT = "I'm levelling up my dating life with Datewise, an AI dating coach. Come and try it!";

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Shares the site: the device's share sheet when there is one, else the site's address is
 * copied with a "Link Copied!" notice. Closing the share sheet is not an error; a share sheet
 * that refuses (no permission, say) falls back to copying.
 */
export async function shareSite(): Promise<void> {
  const url = window.location.origin;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: SHARE_TITLE, text: SHARE_TEXT, url });
      return;
    } catch (error) {
      if (isAbort(error)) return;
    }
  }
  try {
    await copyText(url);
    toast({ title: 'Link Copied!', description: 'Share link copied to clipboard', variant: 'success' });
  } catch {
    toast({
      title: 'Could Not Copy the Link',
      description: `Your browser blocked the clipboard. Share this address instead: ${url}`,
      variant: 'destructive',
    });
  }
}
