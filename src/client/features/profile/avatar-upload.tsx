import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Camera, LoaderCircle } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import type { User } from '../../../shared/schemas/auth';
import { toast } from '../../components/ui/use-toast';
import { UserAvatar } from '../../components/user-avatar';
import { ApiError } from '../../lib/api-client';
import { handleUnauthorized, isUnauthorizedError, userQueryOptions } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { uploadProfileImage } from './api/upload-profile-image';
import { checkProfileImage, UPLOAD_FAILED_FALLBACK } from './profile-photo';

/** The profile photo with its camera button: checks the file, uploads it, shows the new photo. */
export function AvatarUpload({ user, className }: { user: User; className?: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const upload = useMutation({ mutationFn: uploadProfileImage });
  const busy = upload.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again is noticed.
    event.target.value = '';
    if (!file || busy) return;
    const problem = checkProfileImage(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ profileImageUrl }) => {
        // Show the new photo at once, then refresh the whole user.
        queryClient.setQueryData(userQueryOptions.queryKey, (current) =>
          current ? { ...current, profileImageUrl } : current,
        );
        void queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey });
        toast({ title: 'Photo Updated', description: 'Your new profile picture is live.', variant: 'success' });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) {
          handleUnauthorized(queryClient);
          return;
        }
        const message = error instanceof ApiError && error.message ? error.message : UPLOAD_FAILED_FALLBACK;
        toast({ title: 'Upload Failed', description: message, variant: 'destructive' });
      },
    });
  };

  return (
    <div className={cn('relative size-28 shrink-0', className)} data-testid="profile-avatar">
      <UserAvatar
        person={user}
        imageUrl={user.profileImageUrl}
        className="size-28 text-3xl shadow-md ring-4 ring-card [&>span]:text-3xl"
      />
      {busy && (
        <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/45">
          <LoaderCircle className="size-8 animate-spin text-white" aria-hidden="true" />
        </span>
      )}
      <button
        type="button"
        onClick={() => inputRef.current?.click()}
        disabled={busy}
        aria-label={user.profileImageUrl ? 'Change profile photo' : 'Upload a profile photo'}
        className={cn(
          'absolute -right-1 -bottom-1 flex size-11 cursor-pointer items-center justify-center rounded-full',
          'border-4 border-card bg-primary text-primary-foreground shadow-md transition-colors hover:bg-primary-hover',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'disabled:cursor-not-allowed disabled:opacity-70',
        )}
      >
        <Camera className="size-4.5" aria-hidden="true" />
      </button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        hidden
        aria-label="Profile photo"
        data-testid="profile-photo-input"
        onChange={onFile}
      />
      <p role="status" className="sr-only">
        {busy ? 'Uploading your photo...' : ''}
      </p>
    </div>
  );
}
