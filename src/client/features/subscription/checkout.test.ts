// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutScriptError, loadCheckoutScript, resetCheckoutForTests } from './checkout';

const scriptTag = (src: string) => document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);

afterEach(() => {
  resetCheckoutForTests();
  document.head.innerHTML = '';
});

describe('loading Checkout on demand', () => {
  it('adds the script once, and resolves when it defines Razorpay', async () => {
    const first = loadCheckoutScript('/sandbox/checkout.js');
    const second = loadCheckoutScript('/sandbox/checkout.js');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    window.Razorpay = class {} as never;
    scriptTag('/sandbox/checkout.js')!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
  });

  it('rejects with the script-load message, removes the tag, and tries again on the next call', async () => {
    const attempt = loadCheckoutScript('https://checkout.razorpay.com/v1/checkout.js');
    scriptTag('https://checkout.razorpay.com/v1/checkout.js')!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toBeInstanceOf(CheckoutScriptError);
    await expect(attempt).rejects.toThrow('The Razorpay checkout script failed to load');
    expect(scriptTag('https://checkout.razorpay.com/v1/checkout.js')).toBeNull();
    void loadCheckoutScript('https://checkout.razorpay.com/v1/checkout.js').catch(() => {});
    expect(scriptTag('https://checkout.razorpay.com/v1/checkout.js')).not.toBeNull();
  });
});
