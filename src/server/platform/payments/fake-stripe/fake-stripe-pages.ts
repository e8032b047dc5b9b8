import { Hono } from 'hono';
import { FakeFlowError, type FakeFlows } from './fake-stripe-flows';
import type { FakeStripeStore } from './fake-stripe-store';

function escape(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

function day(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1a1f2b}
main{max-width:32rem;margin:3rem auto;background:#fff;border:1px solid #d5d9e0;border-radius:.75rem;padding:2rem}
h1{font-size:1.5rem;margin:0 0 1rem}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
.notice{background:#fff6d6;border:1px solid #b38600;border-radius:.5rem;padding:.75rem;font-size:.9rem}
.price{font-size:2rem;font-weight:700;margin:.25rem 0}
button{font:inherit;background:#1f4fd1;color:#fff;border:0;border-radius:.5rem;padding:.75rem 1.25rem;cursor:pointer}
button.secondary{background:#fff;color:#1f4fd1;border:1px solid #1f4fd1}
a{color:#1f4fd1}.actions{display:flex;gap:1rem;align-items:center;margin-top:1.5rem;flex-wrap:wrap}
`;

/** A whole page: a language, a title, a landmark and one heading, for people and screen readers. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main>
<p class="notice" role="note">Test mode: this is Nido's fake Stripe, for tests and local trials. No card is charged.</p>
${body}
</main></body></html>`;
}

function notFound(what: string): string {
  return page('Not found', `<h1>Not found</h1><p>There is no ${escape(what)} here.</p>`);
}

/** Stripe fills {CHECKOUT_SESSION_ID} into the success URL when it sends the browser back. */
function successUrl(template: string, sessionId: string): string {
  return template.replaceAll('{CHECKOUT_SESSION_ID}', sessionId);
}

/**
 * The browser-facing pages of the fake: hosted Checkout (Pay or Cancel) and the customer portal
 * (cancel at the period's end, or take it back; return to Nido).
 */
export function fakeStripePages(store: FakeStripeStore, flows: FakeFlows) {
  const pages = new Hono();

  pages.get('/fake-checkout/:id', (c) => {
    const session = store.sessions.get(c.req.param('id'));
    const price = session ? store.sessionPrices.get(session.id) : undefined;
    if (!session || !price) return c.html(notFound('checkout'), 404);
    const amount = dollars(price.unitAmount);
    const cadence = price.recurring ? 'per year' : 'one-time payment';
    if (session.status === 'complete')
      return c.html(
        page(
          `${price.name}: paid`,
          `<h1>${escape(price.name)} is paid</h1>
<p>This checkout is complete.</p>
<p><a href="${escape(successUrl(session.success_url, session.id))}">Continue to Nido</a></p>`,
        ),
      );
    return c.html(
      page(
        `Pay for ${price.name}`,
        `<h1>Pay for ${escape(price.name)}</h1>
<p class="price">${amount}</p><p>${cadence}</p>
${session.customer_email ? `<p>Receipt to ${escape(session.customer_email)}</p>` : ''}
<form method="post" action="/fake-checkout/${escape(session.id)}/pay" class="actions">
<button type="submit">Pay ${amount}</button>
${session.cancel_url ? `<a href="${escape(session.cancel_url)}">Cancel and return to Nido</a>` : ''}
</form>`,
      ),
    );
  });

  pages.post('/fake-checkout/:id/pay', async (c) => {
    const session = store.sessions.get(c.req.param('id'));
    if (!session) return c.html(notFound('checkout'), 404);
    try {
      await flows.pay(session.id);
    } catch (error) {
      // Paid already (a second click): Stripe, too, just sends the browser on.
      if (!(error instanceof FakeFlowError && error.status === 409)) throw error;
    }
    return c.redirect(successUrl(session.success_url, session.id), 303);
  });

  pages.get('/fake-portal/:id', (c) => {
    const portal = store.portalSessions.get(c.req.param('id'));
    if (!portal) return c.html(notFound('billing portal session'), 404);
    const subscriptions = [...store.subscriptions.values()].filter(
      (subscription) => subscription.customer === portal.customer,
    );
    const purchases = [...store.charges.values()].filter(
      (charge) => charge.customer === portal.customer,
    );
    const rows = subscriptions.map((subscription) => {
      const item = subscription.items.data[0]!;
      const state =
        subscription.status === 'canceled'
          ? `Ended ${day(subscription.canceled_at ?? item.current_period_end)}`
          : subscription.cancel_at_period_end
            ? `Cancels on ${day(item.current_period_end)}`
            : subscription.status === 'past_due'
              ? 'Payment past due'
              : `Renews on ${day(item.current_period_end)}`;
      const action =
        subscription.status === 'canceled'
          ? ''
          : `<form method="post" action="/fake-portal/${escape(portal.id)}/subscriptions/${escape(subscription.id)}/${subscription.cancel_at_period_end ? 'resume' : 'cancel'}">
<button type="submit" class="secondary">${subscription.cancel_at_period_end ? "Don't cancel" : 'Cancel plan'}</button></form>`;
      return `<li><p>Nido Annual, ${dollars(item.price.unit_amount)} per year. ${state}.</p>${action}</li>`;
    });
    const bought = purchases.map(
      (charge) =>
        `<li><p>Nido Lifetime, ${dollars(charge.amount)} once.${charge.refunded ? ' Refunded.' : ''}</p></li>`,
    );
    const list = [...rows, ...bought];
    return c.html(
      page(
        'Manage billing',
        `<h1>Manage billing</h1>
<h2>Your plans</h2>
${list.length > 0 ? `<ul>${list.join('\n')}</ul>` : '<p>No plans yet.</p>'}
${portal.return_url ? `<p class="actions"><a href="${escape(portal.return_url)}">Return to Nido</a></p>` : ''}`,
      ),
    );
  });

  pages.post('/fake-portal/:id/subscriptions/:subscriptionId/:action{cancel|resume}', async (c) => {
    const portal = store.portalSessions.get(c.req.param('id'));
    const subscription = store.subscriptions.get(c.req.param('subscriptionId'));
    if (!portal || subscription?.customer !== portal.customer)
      return c.html(notFound('subscription'), 404);
    await flows.setCancelAtPeriodEnd(subscription.id, c.req.param('action') === 'cancel');
    return c.redirect(`/fake-portal/${portal.id}`, 303);
  });

  return pages;
}
