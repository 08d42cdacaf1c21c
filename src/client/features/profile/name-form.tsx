import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { NAME_MAX } from '../../../shared/person-name';
import type { User } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { userQueryOptions } from '../../lib/auth';
import { useInlineError } from '../../lib/notify-error';
import { updateName } from './api/account-details';

export const NAME_SAVE_FAILED = 'We could not save your name. Check your connection and try again.';

/** Account Settings' name: first (needed: it is how Datewise greets you) and last (optional). */
export function NameForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({ mutationFn: updateName });
  const inlineError = useInlineError();
  const id = useId();
  const errorId = `${id}-error`;

  const blankFirst = firstName.trim() === '';
  const unchanged = firstName.trim() === (user.firstName ?? '') && lastName.trim() === (user.lastName ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (blankFirst) {
      setProblem('Enter your first name: it is how Datewise greets you.');
      return;
    }
    setProblem(null);
    save.mutate(
      { firstName: firstName.trim(), lastName: lastName.trim() },
      {
        onSuccess: (saved) => {
          queryClient.setQueryData(userQueryOptions.queryKey, saved);
          setFirstName(saved.firstName ?? '');
          setLastName(saved.lastName ?? '');
          toast({ title: 'Name saved', description: 'Datewise will call you that from now on.', variant: 'success' });
        },
        onError: (error) => setProblem(inlineError(error, NAME_SAVE_FAILED)),
      },
    );
  };

  return (
    <Card>
      <form onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate className="flex flex-col gap-5">
        <CardHeader>
          <CardTitle asChild>
            <h2 id={`${id}-title`}>Your name</h2>
          </CardTitle>
          <CardDescription>How Datewise greets you. Only you see it.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor={`${id}-first`}>First name</Label>
            <Input
              id={`${id}-first`}
              value={firstName}
              onChange={(event) => setFirstName(event.target.value)}
              maxLength={NAME_MAX}
              autoComplete="given-name"
              required
              aria-invalid={problem !== null && blankFirst ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-last`}>Last name (optional)</Label>
            <Input
              id={`${id}-last`}
              value={lastName}
              onChange={(event) => setLastName(event.target.value)}
              maxLength={NAME_MAX}
              autoComplete="family-name"
            />
          </div>
          {problem && (
            <p id={errorId} role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
              {problem}
            </p>
          )}
        </CardContent>
        <CardFooter>
          <Button type="submit" disabled={unchanged || save.isPending} className="w-full sm:w-auto">
            {save.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Check aria-hidden="true" />
            )}
            {save.isPending ? 'Saving...' : 'Save name'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
