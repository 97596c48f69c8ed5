/**
 * Template types for Vue 3 (vue-tsc / Volar): `import type {} from 'rp-widgets/vue';` once in
 * the app. Attributes are typed as written in a template: a number attribute takes its text
 * (`per-page="5"`), a boolean one is bare (`show-count`); every event has its `@` listener
 * (`@load`, `@rp-page-change`), and the HTML attributes (`id`, `class`, `style`) are allowed. With
 * `strictTemplates` a misspelt attribute is an error. Vue's compiler must also know the tags are
 * custom elements: `isCustomElement` (see the README).
 */
import type { DefineComponent, HTMLAttributes } from 'vue';
import type { RpElementEvents, RpElementProps } from './element-props.js';

/** A property as a template may give it: numbers also as digits, booleans also bare (''). */
type Attribute<T> = [T] extends [number]
  ? number | `${number}`
  : [T] extends [boolean]
    ? boolean | ''
    : T;

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;

/** `@rp-page-change` reaches Vue's types as `onRpPageChange`. */
type VueListeners<E> = {
  [K in keyof E & string as `on${Capitalize<Camel<K>>}`]?: (event: E[K]) => void;
};

type VueProps<P, E> = { [K in keyof P]?: Attribute<NonNullable<P[K]>> } & VueListeners<E> &
  Omit<HTMLAttributes, 'onLoad' | 'onError'>;

type Tag<T extends keyof RpElementProps> = DefineComponent<
  VueProps<RpElementProps[T], RpElementEvents[T]>
>;

declare module 'vue' {
  interface GlobalComponents {
    'rp-config': Tag<'rp-config'>;
    'rp-stars': Tag<'rp-stars'>;
    'rp-product-reviews': Tag<'rp-product-reviews'>;
    'rp-business-reviews': Tag<'rp-business-reviews'>;
    'rp-trust-badge': Tag<'rp-trust-badge'>;
    'rp-invite-button': Tag<'rp-invite-button'>;
    'rp-review-collector': Tag<'rp-review-collector'>;
    'rp-review-inbox': Tag<'rp-review-inbox'>;
  }
}

export type { RpElementProps, RpElementEvents };
