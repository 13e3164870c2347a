/*
 * The sandbox payment provider's checkout script (docs/decisions/022-payments.md): `window.Razorpay` with the
 * browser API of Razorpay's checkout.js, so the storefront's code is the same for both providers.
 *   const rzp = new Razorpay({ key, amount, currency, name, description, order_id, prefill, handler, modal, theme });
 *   rzp.on('payment.failed', (response) => { response.error.code … });
 *   rzp.open();
 * open() lays a full-screen overlay over the page with the sandbox window in a frame; the window posts the
 * outcome back: success calls handler({ razorpay_payment_id, razorpay_order_id, razorpay_signature }) and closes;
 * failure calls the 'payment.failed' callbacks and stays open for another try; closing calls modal.ondismiss.
 */
(() => {
  'use strict';
  if (window.Razorpay) return;

  // Beside this script (/sandbox-pay/window), wherever it was loaded from.
  const script = document.currentScript && document.currentScript.src;
  const windowUrl = new URL('window', script ? new URL('./', script) : new URL('/sandbox-pay/', location.href));
  const MESSAGE_SOURCE = 'padmakshya-sandbox-pay';

  class Razorpay {
    constructor(options) {
      if (!options || !options.key) throw new Error('No key passed');
      this.options = options;
      this.callbacks = {};
      this.teardown = null;
    }

    on(event, callback) {
      (this.callbacks[event] = this.callbacks[event] || []).push(callback);
      return this;
    }

    emit(event, payload) {
      for (const callback of this.callbacks[event] || []) callback(payload);
    }

    open() {
      if (this.teardown) return this;
      const options = this.options;
      const prefill = options.prefill || {};
      const url = new URL(windowUrl);
      const params = {
        order_id: options.order_id,
        amount: options.amount,
        currency: options.currency,
        key: options.key,
        name: options.name,
        description: options.description,
        email: prefill.email,
        contact: prefill.contact,
        method: prefill.method,
        color: options.theme && options.theme.color,
      };
      for (const [name, value] of Object.entries(params)) {
        if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
      }

      const overlay = document.createElement('div');
      overlay.setAttribute('role', 'dialog');
      overlay.setAttribute('aria-modal', 'true');
      overlay.setAttribute('aria-label', 'Payment');
      overlay.setAttribute('data-sandbox-pay', '');
      Object.assign(overlay.style, {
        position: 'fixed',
        inset: '0',
        zIndex: '2147483000',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'rgba(17, 17, 17, 0.6)',
      });
      const frame = document.createElement('iframe');
      frame.src = url.href;
      frame.title = 'Sandbox payment window';
      Object.assign(frame.style, {
        width: 'min(420px, 100vw)',
        height: 'min(640px, 100vh)',
        border: '0',
        borderRadius: '8px',
        background: '#fff',
      });
      overlay.appendChild(frame);

      const previousFocus = document.activeElement;
      const previousOverflow = document.body.style.overflow;
      // The page behind the window is inert while it is open: focus and screen readers stay in the window.
      const madeInert = Array.from(document.body.children).filter((element) => !element.inert);

      const close = () => {
        window.removeEventListener('message', onMessage);
        document.removeEventListener('keydown', onKey);
        for (const element of madeInert) element.inert = false;
        overlay.remove();
        document.body.style.overflow = previousOverflow;
        this.teardown = null;
        if (previousFocus && typeof previousFocus.focus === 'function') previousFocus.focus();
      };
      const dismiss = () => {
        close();
        if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
      };
      const onKey = (event) => {
        if (event.key === 'Escape') dismiss();
      };
      const onMessage = (event) => {
        if (event.source !== frame.contentWindow || event.origin !== windowUrl.origin) return;
        const data = event.data;
        if (!data || data.source !== MESSAGE_SOURCE) return;
        if (data.type === 'success') {
          close();
          if (typeof options.handler === 'function') options.handler(data.response);
        } else if (data.type === 'failure') {
          this.emit('payment.failed', data.response);
        } else if (data.type === 'dismiss') {
          dismiss();
        }
      };

      window.addEventListener('message', onMessage);
      document.addEventListener('keydown', onKey);
      for (const element of madeInert) element.inert = true;
      frame.addEventListener('load', () => frame.focus());
      document.body.appendChild(overlay);
      document.body.style.overflow = 'hidden';
      this.teardown = close;
      return this;
    }

    close() {
      if (this.teardown) this.teardown();
    }
  }

  window.Razorpay = Razorpay;
})();
