import { lazy, Suspense } from 'react';
import { useToast } from '../components/ui/use-toast';

// The toast store is eager, so no notice is lost; the toast view (Radix) loads
// with the first notice, keeping it out of every first page load.
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
