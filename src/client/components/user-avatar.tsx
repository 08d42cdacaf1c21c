import { Avatar as AvatarPrimitive } from 'radix-ui';
import { avatarGradientIndex, avatarInitials, type AvatarPerson } from '../../shared/avatar';
import { cn } from '../lib/cn';

/** The user's photo, or their initials on one of six gradients chosen by their e-mail (spec 000 §2.2). */
export function UserAvatar({
  person,
  imageUrl,
  className,
}: {
  person: AvatarPerson;
  imageUrl?: string | null;
  className?: string;
}) {
  return (
    <AvatarPrimitive.Root
      data-slot="user-avatar"
      className={cn('relative inline-flex size-10 shrink-0 overflow-hidden rounded-full', className)}
    >
      {imageUrl ? <AvatarPrimitive.Image src={imageUrl} alt="" className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback
        className={cn(
          'flex size-full items-center justify-center text-sm font-semibold text-white',
          `avatar-gradient-${avatarGradientIndex(person.email)}`,
        )}
      >
        {avatarInitials(person)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
