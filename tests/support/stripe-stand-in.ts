/**
 * A test stand-in for Stripe.js, injected with page.addInitScript before the app loads. Stripe.js
 * cannot load offline; @stripe/stripe-js's loadStripe uses an existing window.Stripe, so this one
 * is used instead. Its Payment Element is a plain "Test card number" field; confirmPayment and
 * confirmSetup send the test card to the local Stripe double (POST /_test/confirm), which confirms
 * the intent and sends Stripe's signed webhook to the shop, then return to return_url as Stripe does.
 */
export function stripeStandIn(doubleUrl: string): string {
  return `(() => {
  const DOUBLE = ${JSON.stringify(doubleUrl)};
  const cards = { '4242424242424242': 'pm_card_visa', '4000000000000002': 'pm_card_chargeDeclined' };
  window.Stripe = function Stripe() {
    let clientSecret = null;
    let input = null;
    const confirm = async (params) => {
      const paymentMethod = cards[(input && input.value.replace(/\\s/g, '')) || ''] || 'pm_card_chargeDeclined';
      const response = await fetch(DOUBLE + '/_test/confirm', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ clientSecret, paymentMethod }),
      });
      const result = await response.json();
      if (result.status === 'succeeded') {
        const back = new URL(params.confirmParams.return_url);
        back.searchParams.set('redirect_status', 'succeeded');
        window.location.assign(back.toString());
        return new Promise(() => {});
      }
      return { error: { type: 'card_error', message: result.error || 'Your card was declined.' } };
    };
    const element = () => {
      const handlers = {};
      return {
        mount(node) {
          const target = typeof node === 'string' ? document.querySelector(node) : node;
          input = document.createElement('input');
          input.setAttribute('aria-label', 'Test card number');
          target.appendChild(input);
          setTimeout(() => (handlers.ready || []).forEach((cb) => cb({ elementType: 'payment' })), 0);
        },
        on(event, cb) { (handlers[event] = handlers[event] || []).push(cb); },
        off() {}, update() {}, destroy() {}, unmount() {}, focus() {}, blur() {}, clear() {},
      };
    };
    return {
      elements(options) { clientSecret = options.clientSecret; return { create: element, getElement: () => null, update() {}, fetchUpdates: async () => ({}), submit: async () => ({}) }; },
      confirmPayment: confirm,
      confirmSetup: confirm,
      createToken: async () => ({}), createPaymentMethod: async () => ({}), confirmCardPayment: async () => ({}),
      registerAppInfo() {}, _registerWrapper() {},
    };
  };
})();`;
}
