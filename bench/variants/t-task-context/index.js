// Variant T, the floor of the house rules: L's elements, L's one batched summary request, plus
// what the rules make every widget use: its configuration from a `@lit/context` provider
// (subscribed, as a configuration that changes must reach the widgets) and its data through a
// `@lit/task` controller, whose arguments include that configuration. Nothing else of A. What T
// costs over L is what any design that follows those rules pays on these pages.
import { LitElement } from 'lit';
import { Task, initialState } from '@lit/task';
import { ContextConsumer, ContextProvider, createContext } from '@lit/context';
import {
  NaiveProductReviews,
  NaiveStars,
  NaiveTrustBadge,
  warmFormats,
} from '../d-naive/elements.js';
import { batched } from '../l-lit-floor/batch.js';

const configContext = createContext(Symbol('bench-config'));

/**
 * What each T element adds to its naive class: the consumer, and a task that runs `load` once
 * the configuration is there and hands its value to `use` (the naive element's own state).
 */
function wire(element, load, use) {
  element.config = new ContextConsumer(element, { context: configContext, subscribe: true });
  element.task = new Task(element, {
    args: () => [element.config.value, element.sku],
    task: ([config]) => (config ? load() : initialState),
    onComplete: (value) => {
      use(value);
      element.loaded();
    },
  });
}

/** The configuration from the context instead of the closest `[data-api]` ancestor. */
const fromContext = {
  get endpoint() {
    return this.config.value;
  },
  // The naive classes start their requests here; in T the task does.
  connectedCallback() {
    LitElement.prototype.connectedCallback.call(this);
  },
};

class TaskStars extends NaiveStars {
  constructor() {
    super();
    wire(
      this,
      () => batched(this),
      (data) => (this.data = data),
    );
  }
}

class TaskTrustBadge extends NaiveTrustBadge {
  constructor() {
    super();
    const unit = () => `/v1/business-units/${this.bu}`;
    wire(
      this,
      () =>
        Promise.all([
          this.request(unit()),
          this.request(`${unit()}/web-links?locale=en-US`),
          this.request('/v1/resources/images/logos'),
        ]),
      ([unit, links, logos]) => (this.data = { unit, links, logos }),
    );
  }
}

class TaskProductReviews extends NaiveProductReviews {
  constructor() {
    super();
    wire(
      this,
      () => this.loadFirst(),
      ([data, reviews]) => {
        this.data = data;
        this.reviews = reviews;
      },
    );
  }
}

for (const element of [TaskStars, TaskTrustBadge, TaskProductReviews]) {
  Object.defineProperties(element.prototype, Object.getOwnPropertyDescriptors(fromContext));
}

const holder = document.querySelector('[data-api]');
new ContextProvider(holder, { context: configContext, initialValue: { ...holder.dataset } });
for (const [tag, element] of [
  ['naive-stars', TaskStars],
  ['naive-trust-badge', TaskTrustBadge],
  ['naive-product-reviews', TaskProductReviews],
]) {
  customElements.define(tag, element);
}
warmFormats();
