/*
 * Datewise payment sandbox: a stand-in for Razorpay's Checkout script with the
 * same interface (new Razorpay(options), .on('payment.failed'), .open()), so
 * the app's payment code runs unchanged without keys. It asks the server to
 * pay or fail the order or subscription and hands back the signed response,
 * exactly as Checkout would. Test mode only: no money moves.
 */
(() => {
  'use strict';

  const element = (tag, className, text) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  };

  const formatAmount = (amount, currency = 'USD') => {
    if (typeof amount !== 'number') return '';
    try {
      return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100);
    } catch {
      return `${(amount / 100).toFixed(2)} ${currency}`;
    }
  };

  const ensureStyles = () => {
    if (document.getElementById('rzp-sandbox-styles')) return;
    const link = document.createElement('link');
    link.id = 'rzp-sandbox-styles';
    link.rel = 'stylesheet';
    link.href = '/sandbox/checkout.css';
    document.head.appendChild(link);
  };

  class Razorpay {
    constructor(options = {}) {
      this.options = options;
      this.listeners = {};
      this.overlay = null;
      this.onKeyDown = this.onKeyDown.bind(this);
    }

    on(event, listener) {
      (this.listeners[event] ??= []).push(listener);
    }

    emit(event, value) {
      for (const listener of this.listeners[event] ?? []) listener(value);
    }

    close() {
      if (!this.overlay) return;
      this.overlay.remove();
      this.overlay = null;
      document.removeEventListener('keydown', this.onKeyDown, true);
      this.returnFocus?.focus?.();
    }

    dismiss() {
      this.close();
      this.options.modal?.ondismiss?.();
    }

    busy() {
      return this.buttons.some((button) => button.disabled);
    }

    async pay(outcome, pressed) {
      for (const button of this.buttons) button.disabled = true;
      pressed.textContent = 'Processing…';
      const { order_id: orderId, subscription_id: subscriptionId, handler } = this.options;
      try {
        const res = await fetch('/sandbox/api/pay', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ orderId: orderId || undefined, subscriptionId: subscriptionId || undefined, outcome }),
        });
        const body = await res.json();
        if (!res.ok) throw new Error(body.message || 'The sandbox could not take the payment');
        if (body.response) {
          this.close();
          handler?.(body.response);
        } else {
          this.failed(body.error);
        }
      } catch (error) {
        this.failed({ code: 'SANDBOX_ERROR', description: error.message, reason: 'sandbox_error', metadata: {} });
      }
    }

    /** Like Checkout: the sheet stays open after a failed payment so the customer can retry or close it. */
    failed(error) {
      this.emit('payment.failed', { error });
      if (!this.overlay) return;
      this.alert.textContent = `Payment failed: ${error.description} Try again, or close to go back.`;
      this.alert.hidden = false;
      const [pay, fail] = this.buttons;
      pay.textContent = this.payLabel;
      fail.textContent = 'Simulate a failed payment';
      for (const button of this.buttons) button.disabled = false;
      pay.focus();
    }

    onKeyDown(event) {
      if (event.key === 'Escape' && !this.busy()) {
        event.preventDefault();
        this.dismiss();
      } else if (event.key === 'Tab') {
        // Keep keyboard focus inside the sheet while it is open.
        const focusable = this.buttons.filter((button) => !button.disabled);
        const index = focusable.indexOf(document.activeElement);
        const next = event.shiftKey ? index - 1 : index + 1;
        if (index === -1 || next < 0 || next >= focusable.length) {
          event.preventDefault();
          focusable[(next + focusable.length) % focusable.length]?.focus();
        }
      }
    }

    open() {
      const { name, description, amount, currency } = this.options;
      ensureStyles();
      this.returnFocus = document.activeElement;

      const overlay = element('div', 'rzp-sandbox-overlay');
      const dialog = element('div', 'rzp-sandbox-dialog');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', 'rzp-sandbox-title');

      const close = element('button', 'rzp-sandbox-close', '×');
      close.type = 'button';
      close.setAttribute('aria-label', 'Close');
      close.addEventListener('click', () => this.dismiss());

      const title = element('h2', 'rzp-sandbox-title', name || 'Payment');
      title.id = 'rzp-sandbox-title';
      const price = formatAmount(amount, currency);
      this.payLabel = price ? `Pay ${price}` : 'Pay';
      const pay = element('button', 'rzp-sandbox-pay', this.payLabel);
      pay.type = 'button';
      pay.addEventListener('click', () => this.pay('success', pay));
      const fail = element('button', 'rzp-sandbox-fail', 'Simulate a failed payment');
      fail.type = 'button';
      fail.addEventListener('click', () => this.pay('failure', fail));
      this.buttons = [pay, fail, close];
      this.alert = element('p', 'rzp-sandbox-alert');
      this.alert.setAttribute('role', 'alert');
      this.alert.hidden = true;

      dialog.append(
        close,
        element('p', 'rzp-sandbox-badge', 'Test mode · sandbox checkout'),
        title,
        element('p', 'rzp-sandbox-description', description || ''),
        element('p', 'rzp-sandbox-amount', price),
        this.alert,
        pay,
        fail,
        element(
          'p',
          'rzp-sandbox-note',
          'No real card is charged. The payment is signed with a local secret and checked exactly like a Razorpay payment.',
        ),
      );
      overlay.appendChild(dialog);
      overlay.addEventListener('click', (event) => {
        if (event.target === overlay && !this.busy()) this.dismiss();
      });
      document.addEventListener('keydown', this.onKeyDown, true);
      document.body.appendChild(overlay);
      this.overlay = overlay;
      pay.focus();
    }
  }

  window.Razorpay = Razorpay;
})();
