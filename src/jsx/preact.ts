/**
 * JSX types for Preact: `import type {} from 'rp-widgets/preact';` once in the app lets TSX check
 * the elements' properties.
 */
import type { JSX } from 'preact';
import type { RpElementProps } from './element-props.js';

type PreactProps<P> = P & JSX.HTMLAttributes<HTMLElement>;

declare module 'preact' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'rp-config': PreactProps<RpElementProps['rp-config']>;
      'rp-stars': PreactProps<RpElementProps['rp-stars']>;
      'rp-product-reviews': PreactProps<RpElementProps['rp-product-reviews']>;
      'rp-business-reviews': PreactProps<RpElementProps['rp-business-reviews']>;
      'rp-trust-badge': PreactProps<RpElementProps['rp-trust-badge']>;
      'rp-invite-button': PreactProps<RpElementProps['rp-invite-button']>;
      'rp-review-collector': PreactProps<RpElementProps['rp-review-collector']>;
      'rp-review-inbox': PreactProps<RpElementProps['rp-review-inbox']>;
    }
  }
}

export type { RpElementProps };
