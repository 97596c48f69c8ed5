'use client';
// The React page of every React app (React 18, React 19, Next.js): the components of
// rp-widgets/react with camelCase props and events, on the mock platform at `api`. It defines the
// elements lazily, after React has rendered them; an app may also import rp-widgets/define first.
import { useEffect, useState } from 'react';
import { RpConfig, RpProductReviews, RpStars } from 'rp-widgets/react';
import type {} from 'rp-widgets/react-jsx';

export function App({ api }: { api: string }) {
  const [events, setEvents] = useState<string[]>([]);
  const log = (event: string) => setEvents((list) => [...list, event]);
  useEffect(() => void import('rp-widgets/define'), []);
  return (
    <RpConfig apiKey="rp-mock-key" businessUnitId="bu-acme" baseUrl={api}>
      <RpStars
        id="stars"
        sku="ACME-1000"
        showCount
        onLoad={() => log('stars load')}
        onError={(event) => log(`stars error: ${event.error.message}`)}
      />
      <RpProductReviews
        sku="ACME-1000"
        perPage={3}
        onLoad={() => log('reviews load')}
        onError={(event) => log(`reviews error: ${event.error.message}`)}
        onPageChange={(event) => log(`reviews page ${event.page}`)}
      />
      <ul id="events">
        {events.map((event, index) => (
          <li key={index}>{event}</li>
        ))}
      </ul>
    </RpConfig>
  );
}

// Type checks only (never rendered): a misspelt prop and React's own onLoad on a tag are errors;
// the tags' own names type-check.
export const typeChecks = [
  // @ts-expect-error showCuont is not a prop of RpStars
  <RpStars showCuont />,
  // @ts-expect-error perPage is a number
  <RpProductReviews perPage="3" />,
  <rp-stars key="tag" sku="A" showCount onload={(event) => event.type} />,
  // @ts-expect-error React's onLoad never reaches a custom element
  <rp-stars key="react-onload" onLoad={() => {}} />,
  <rp-product-reviews key="page" onrp-page-change={(event) => event.page} />,
];
