import { useCallback } from 'react';
import { toast } from '../components/ui/use-toast';

/** Copies text: the async Clipboard API, else a hidden textarea and the copy command. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Denied or unavailable (an http origin, an old browser): try the fallback.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('Copy was refused');
  } finally {
    area.remove();
  }
}

/** Copy with the notice: "Copied!" on success, an error notice otherwise. */
export function useCopyText() {
  return useCallback(async (text: string, description?: string) => {
    try {
      await copyText(text);
      toast({ title: 'Copied!', description, variant: 'success' });
      return true;
    } catch {
      toast({ title: 'Copy failed', description: 'Select the text and copy it yourself.', variant: 'destructive' });
      return false;
    }
  }, []);
}
