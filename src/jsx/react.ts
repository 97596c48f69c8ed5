/**
 * JSX types for the tags in React 19 (`rp-widgets/react-jsx`): `import type {} from
 * 'rp-widgets/react-jsx';` once in the app lets TSX check `<rp-stars sku="A" showCount />`.
 * React 19 sets these props as properties and adds `on<event>` handlers under the event's own
 * name (`onload`, `onrp-page-change`). React 18, elements defined after React renders and server
 * renders lose camelCase props on tags: the components of `rp-widgets/react` handle all three.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { RpElementProps, RpElementEvents } from './element-props.js';

/** `on` + the event's name, as React 19 listens on custom elements. */
type ReactListeners<E> = { [K in keyof E & string as `on${K}`]?: (event: E[K]) => void };

// React's own `onLoad` and `onError` never reach a custom element: the lower-case ones do.
type ReactProps<P, E> = P &
  ReactListeners<E> &
  Omit<DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>, 'onLoad' | 'onError'>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'rp-config': ReactProps<RpElementProps['rp-config'], RpElementEvents['rp-config']>;
      'rp-stars': ReactProps<RpElementProps['rp-stars'], RpElementEvents['rp-stars']>;
      'rp-product-reviews': ReactProps<
        RpElementProps['rp-product-reviews'],
        RpElementEvents['rp-product-reviews']
      >;
      'rp-business-reviews': ReactProps<
        RpElementProps['rp-business-reviews'],
        RpElementEvents['rp-business-reviews']
      >;
      'rp-trust-badge': ReactProps<
        RpElementProps['rp-trust-badge'],
        RpElementEvents['rp-trust-badge']
      >;
      'rp-invite-button': ReactProps<
        RpElementProps['rp-invite-button'],
        RpElementEvents['rp-invite-button']
      >;
      'rp-review-collector': ReactProps<
        RpElementProps['rp-review-collector'],
        RpElementEvents['rp-review-collector']
      >;
      'rp-review-inbox': ReactProps<
        RpElementProps['rp-review-inbox'],
        RpElementEvents['rp-review-inbox']
      >;
    }
  }
}

export type { RpElementProps, RpElementEvents };
