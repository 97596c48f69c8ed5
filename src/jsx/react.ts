/**
 * JSX types for React 19: `import type {} from 'rp-widgets/react';` once in the app lets TSX
 * check the elements' properties (`<rp-stars sku="A" showCount />`).
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { RpElementProps } from './element-props.js';

type ReactProps<P> = P & DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'rp-config': ReactProps<RpElementProps['rp-config']>;
      'rp-stars': ReactProps<RpElementProps['rp-stars']>;
      'rp-product-reviews': ReactProps<RpElementProps['rp-product-reviews']>;
      'rp-trust-badge': ReactProps<RpElementProps['rp-trust-badge']>;
      'rp-invite-button': ReactProps<RpElementProps['rp-invite-button']>;
    }
  }
}

export type { RpElementProps };
