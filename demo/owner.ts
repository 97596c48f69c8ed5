/**
 * The back office: recent orders, each with a button that puts the customer and the products into
 * the invitation form of `<rp-invite-button>`, and the product reviews to answer in
 * `<rp-review-inbox>`, signed in once for both.
 */
import { html, render } from 'lit';
import { platform, settings } from './mock.js';
import './widgets.js';
import { catalogue } from './catalogue.js';

const products = catalogue(platform.data);
const customers = [
  ['Maria Jensen', 'maria.jensen@example.com'],
  ['Tom Becker', 'tom.becker@example.com'],
  ['Lucía Ortega', 'lucia.ortega@example.com'],
  ['Noor Haddad', 'noor.haddad@example.com'],
  ['Ben Okafor', 'ben.okafor@example.com'],
] as const;

const orders = customers.map(([name, email], index) => ({
  number: `A-${10482 - index * 7}`,
  name,
  email,
  items: [products[index * 3]!, products[index * 3 + 1]!].filter(Boolean),
  date: new Date(Date.UTC(2025, 11, 29 - index * 2)),
}));

const invite = document.querySelector('rp-invite-button')!;
const table = document.querySelector<HTMLElement>('#orders')!;

function choose(order: (typeof orders)[number]): void {
  invite.setAttribute('consumer-name', order.name);
  invite.setAttribute('consumer-email', order.email);
  invite.setAttribute('reference-id', order.number);
  invite.setAttribute('product-ids', order.items.flatMap((item) => item.ids).join(','));
  document.querySelector('#invite-for')!.textContent = `Order ${order.number}, ${order.name}`;
  invite.scrollIntoView({ block: 'nearest' });
}

function draw(): void {
  const date = new Intl.DateTimeFormat(settings.locale, { dateStyle: 'medium' });
  render(
    orders.map(
      (order) =>
        html`<tr>
          <th scope="row">${order.number}</th>
          <td>${date.format(order.date)}</td>
          <td>${order.name}</td>
          <td>${order.items.map((item) => item.title).join(', ')}</td>
          <td>
            <button type="button" class="secondary" @click=${() => choose(order)}>
              Ask for a review
            </button>
          </td>
        </tr>`,
    ),
    table,
  );
}

draw();
document.addEventListener('demo-settings', draw);
if (!invite.hasAttribute('consumer-email')) choose(orders[0]!);
