import type { Page } from '@playwright/test';

/** A stand-in for Stripe.js (js.stripe.com is unreachable here): its card field, and tokens from the sandbox. */
const FAKE_STRIPE = `
window.Stripe = function (key) {
  let input = null;
  return {
    elements: () => ({
      create: () => ({
        mount: (selector) => {
          const host = document.querySelector(selector);
          host.innerHTML = '<label>Card (Stripe) <input id="fake-stripe-card" autocomplete="cc-number" /></label>';
          input = host.querySelector('input');
        },
        destroy: () => {},
      }),
    }),
    createToken: async () => {
      const number = input.value.replace(/\\s/g, '');
      const response = await fetch('/backend/sandbox-card/tokens', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer ' + localStorage.getItem('token') },
        body: JSON.stringify({ number, expMonth: 12, expYear: 2034, cvc: '123' }),
      });
      const body = await response.json();
      if (!response.ok) return { error: { message: body.message, code: body.metadata && body.metadata.code } };
      const token = body.data[0];
      return { token: { id: token.id, card: { brand: token.card.brand, last4: token.card.last4, exp_month: 12, exp_year: 2034 } } };
    },
  };
};`;

/**
 * The app configured for Stripe, with Stripe.js answered by the stand-in; returns the list of its loads
 * (the app loads it on first use only). The page needs `bypassCSP`: the server's policy follows its own
 * sandbox configuration, which rightly refuses js.stripe.com.
 */
export const withFakeStripe = async (page: Page): Promise<string[]> => {
  const loads: string[] = [];
  await page.route('**/config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...config, payments: { provider: 'stripe', publishableKey: 'pk_test_vireo' } } });
  });
  await page.route('https://js.stripe.com/**', async (route) => {
    loads.push(route.request().url());
    await route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE });
  });
  return loads;
};
