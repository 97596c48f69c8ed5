/** @jsxImportSource react */
// Type-level test (checked by `npm run typecheck`): the components of rp-widgets/react take the
// elements' properties and typed event props, and refuse wrong ones.
import {
  RpBusinessReviews,
  RpConfig,
  RpInviteButton,
  RpProductReviews,
  RpReviewInbox,
  RpStars,
} from '../../src/react/index.js';

export const ok = (
  <RpConfig apiKey="key" businessUnitId="bu">
    <RpStars sku="A" showCount onLoad={(event) => event.type} onError={(e) => e.error.message} />
    <RpProductReviews
      sku="A"
      perPage={3}
      onPageChange={(event) => event.page}
      onFilterChange={(event) => event.stars}
    />
    <RpBusinessReviews
      layout="carousel"
      orderBy="stars.desc"
      autoplay
      onPageChange={(event) => event.page}
    />
    <RpInviteButton onInvitationCreated={(event) => event.reviewUrl} />
    <RpReviewInbox
      state="published"
      sku="A"
      onLoad={(event) => event.type}
      onError={(event) => event.error.message}
    />
  </RpConfig>
);

// @ts-expect-error perPage is a number
export const wrongType = <RpProductReviews perPage="3" />;
// @ts-expect-error no such property
export const misspelt = <RpStars showCuont />;
// @ts-expect-error a page change carries a page, not an error
export const wrongEvent = <RpProductReviews onPageChange={(event) => event.error} />;
// @ts-expect-error no such layout
export const wrongLayout = <RpBusinessReviews layout="slider" />;
// @ts-expect-error the inbox fires no page change of its own
export const inboxPageChange = <RpReviewInbox onPageChange={() => {}} />;
