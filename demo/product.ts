/** The product page: the product from `?sku=`, its rating by the title and its reviews below. */
import { html, nothing, render } from 'lit';
import { platform, settings } from './mock.js';
import './widgets.js';
import { SHOWCASE, catalogue, findProduct, formatPrice } from './catalogue.js';

const products = catalogue(platform.data);
const asked = new URLSearchParams(location.search).get('sku');
const product = findProduct(products, asked) ?? (asked ? undefined : products[0]);
const main = document.querySelector<HTMLElement>('main')!;

if (product) document.title = `${product.title} · Acme Outdoor`;

function draw(): void {
  if (!product) {
    render(
      html`<h1>Product not found</h1>
        <p>No product has the SKU “${asked}”. <a href="./">Back to the shop</a>.</p>`,
      main,
    );
    return;
  }
  const sizes = product.skus.length > 1 ? product.skus.map((sku) => sku.split('-').pop()) : [];
  render(
    html`<nav class="crumbs" aria-label="Breadcrumb">
        <a href="./">Shop</a> <span aria-hidden="true">›</span>
        <span aria-current="page">${product.title}</span>
      </nav>
      <article class="product">
        <img class="product-image" src=${product.largeImage} alt="" width="480" height="480" />
        <div class="product-info">
          <p class="brand">${product.brand}</p>
          <h1>${product.title}</h1>
          <a class="rating-link" href="#reviews">
            <rp-stars
              sku=${product.sku}
              show-score
              show-count
              fallback=${settings.fallback}
            ></rp-stars>
          </a>
          <p class="price">${formatPrice(product, settings.locale)}</p>
          ${sizes.length ? html`<p>Sizes: ${sizes.join(', ')}</p>` : nothing}
          <p>SKU ${product.sku.replaceAll(',', ', ')}</p>
          <p class="note">A demo shop: nothing here is for sale.</p>
        </div>
      </article>
      <section class="showcase" aria-labelledby="showcase-title">
        <h2 id="showcase-title">More products to try</h2>
        <ul>
          ${SHOWCASE.map(
            (item) =>
              html`<li>
                <a
                  href="./product.html?sku=${encodeURIComponent(item.sku)}"
                  aria-current=${item.sku === product.sku ? 'page' : 'false'}
                  >${item.label}</a
                >
              </li>`,
          )}
        </ul>
      </section>
      <section id="reviews" class="reviews">
        <rp-product-reviews
          sku=${product.sku}
          product-name=${product.title}
          include-imported
          structured-data
          fallback=${settings.fallback}
        ></rp-product-reviews>
      </section>`,
    main,
  );
}

draw();
document.addEventListener('demo-settings', draw);
