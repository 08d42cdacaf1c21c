import type * as React from 'react';
import { CircleAlertIcon, CircleCheckIcon, SparklesIcon } from 'lucide-react';

import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToast, type ToastVariant } from './use-toast';

const icons: Record<ToastVariant, React.ReactNode> = {
  default: <SparklesIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />,
  destructive: <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />,
  success: <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />,
};

/** Mount once at the app root; then call `toast({ title, description, variant })` from anywhere. */
function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, variant = 'default', ...props }) => (
        <Toast key={id} variant={variant} {...props}>
          {icons[variant]}
          <div className="grid min-w-0 flex-1 gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
            {action}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}

export { Toaster };
