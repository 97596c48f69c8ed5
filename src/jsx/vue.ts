/**
 * Template types for Vue 3 (checked by vue-tsc / Volar): `import type {} from 'rp-widgets/vue';`
 * once in the app. Also tell Vue's compiler the tags are custom elements:
 * `compilerOptions.isCustomElement = (tag) => tag.startsWith('rp-')`.
 */
import type { DefineComponent } from 'vue';
import type { RpElementProps } from './element-props.js';

declare module 'vue' {
  interface GlobalComponents {
    'rp-config': DefineComponent<RpElementProps['rp-config']>;
    'rp-stars': DefineComponent<RpElementProps['rp-stars']>;
    'rp-product-reviews': DefineComponent<RpElementProps['rp-product-reviews']>;
    'rp-trust-badge': DefineComponent<RpElementProps['rp-trust-badge']>;
    'rp-invite-button': DefineComponent<RpElementProps['rp-invite-button']>;
  }
}

export type { RpElementProps };
