// app/reviews.tsx
'use client';
import { useEffect } from 'react';
import { RpConfig, RpStars } from 'rp-widgets/react';

export function Reviews({ sku }: { sku: string }) {
  useEffect(() => void import('rp-widgets/define'), []);
  return (
    <RpConfig apiKey={process.env.NEXT_PUBLIC_RP_API_KEY} businessUnitId="YOUR_BUSINESS_UNIT_ID">
      <RpStars sku={sku} showCount onError={(event) => console.warn(event.error.message)} />
    </RpConfig>
  );
}
