import { Check, Send } from 'lucide-react';
import { useNotifyError } from '../lib/notify-error';
import { useMarkSent, useSentMessages } from '../lib/outcomes';
import { Button } from './ui/button';
import { toast } from './ui/use-toast';

/**
 * "I sent this" on a message the coach wrote (issue 19): a toggle, so a wrong tap is undone with another. Once sent,
 * the message waits in Saved ("Messages you sent") for the user to say how it went.
 */
export function SentToggle({ id, message }: { id: string; message: string }) {
  const { data } = useSentMessages();
  const mark = useMarkSent();
  const notifyError = useNotifyError();
  const sent = mark.isPending ? mark.variables.sent : (data?.messages.some((m) => m.id === id) ?? false);
  const toggle = () =>
    mark.mutate(
      { id, message, sent: !sent },
      {
        onSuccess: () =>
          toast(
            sent
              ? { title: 'No longer marked as sent' }
              : {
                  title: 'Marked as sent',
                  description: 'Say how it went in Saved, under "Messages you sent".',
                  variant: 'success',
                },
          ),
        onError: (error) => notifyError(error, 'Could not record that. Please try again.'),
      },
    );
  return (
    <Button size="sm" variant={sent ? 'secondary' : 'outline'} aria-pressed={sent} onClick={toggle}>
      {sent ? <Check aria-hidden="true" /> : <Send aria-hidden="true" />}I sent this
    </Button>
  );
}
