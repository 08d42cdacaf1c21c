/**
 * Razorpay Checkout, loaded on demand (spec 000 §7): the script is added to
 * the page the first time someone pays, never before. In sandbox mode the
 * URL is the sandbox's look-alike with the same interface.
 */

export interface CheckoutOptions {
  key: string;
  order_id?: string;
  subscription_id?: string;
  /** Cents; shown by the sheet (Razorpay takes it from the order or plan). */
  amount?: number;
  currency?: string;
  name: string;
  description: string;
  prefill?: { name?: string; email?: string };
  theme?: { color: string };
}

interface CheckoutHandlers<Response> {
  onPaid: (response: Response) => void;
  /** The payment failed; the sheet may stay open for another try. */
  onFailed: (message: string) => void;
  onDismiss: () => void;
}

interface RazorpayInstance {
  on(event: 'payment.failed', listener: (event: { error?: { description?: string } }) => void): void;
  open(): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

export class CheckoutScriptError extends Error {
  constructor() {
    super('The Razorpay checkout script failed to load. Check your connection and try again.');
    this.name = 'CheckoutScriptError';
  }
}

const loading = new Map<string, Promise<void>>();

export function loadCheckoutScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  const pending =
    loading.get(src) ??
    new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => (window.Razorpay ? resolve() : reject(new CheckoutScriptError()));
      script.onerror = () => {
        // Forget the failed attempt, so the next click tries again.
        loading.delete(src);
        script.remove();
        reject(new CheckoutScriptError());
      };
      document.head.appendChild(script);
    });
  loading.set(src, pending);
  return pending;
}

export async function openCheckout<Response>(
  scriptUrl: string,
  options: CheckoutOptions,
  handlers: CheckoutHandlers<Response>,
): Promise<void> {
  await loadCheckoutScript(scriptUrl);
  const Razorpay = window.Razorpay!;
  const checkout = new Razorpay({
    ...options,
    handler: (response: Response) => handlers.onPaid(response),
    modal: { ondismiss: () => handlers.onDismiss() },
  });
  checkout.on('payment.failed', (event) =>
    handlers.onFailed(event.error?.description || 'Your payment did not go through.'),
  );
  checkout.open();
}

export function resetCheckoutForTests(): void {
  loading.clear();
  delete window.Razorpay;
}
