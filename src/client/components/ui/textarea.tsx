import * as React from 'react';

import { cn } from '../../lib/cn';
import { fieldClassName } from './input';

/** Grows with its content (CSS field-sizing) between min-h-28 and max-h-80. */
function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(fieldClassName, 'field-sizing-content max-h-80 min-h-28 resize-y py-3 leading-relaxed', className)}
      {...props}
    />
  );
}

export { Textarea };
