/** The collection page: 48 products of the catalogue, each with its star rating. */
import { html, render } from 'lit';
import { platform, settings } from './mock.js';
import './widgets.js';
import { catalogue, formatPrice } from './catalogue.js';

const products = catalogue(platform.data).slice(0, 48);
const grid = document.querySelector<HTMLElement>('#products')!;

function draw(): void {
  render(
    products.map(
      (product) =>
        html`<li class="card">
          <a class="card-link" href="./product.html?sku=${encodeURIComponent(product.sku)}">
            <img src=${product.image} alt="" width="320" height="320" loading="lazy" />
            <span class="card-title">${product.title}</span>
          </a>
          <rp-stars
            sku=${product.sku}
            show-count
            loading="lazy"
            fallback=${settings.fallback}
          ></rp-stars>
          <p class="price">${formatPrice(product, settings.locale)}</p>
        </li>`,
    ),
    grid,
  );
}

draw();
document.querySelector('#count')!.textContent = String(products.length);
document.addEventListener('demo-settings', draw);
