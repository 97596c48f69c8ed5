import { useEffect, useState } from 'react';
import { RpConfig, RpProductReviews, RpStars } from 'rp-widgets/react';

export function Reviews({ sku }: { sku: string }) {
  const [page, setPage] = useState(1);
  useEffect(() => void import('rp-widgets/define'), []); // or import it once at the top
  return (
    <RpConfig apiKey="YOUR_API_KEY" businessUnitId="YOUR_BUSINESS_UNIT_ID">
      <RpStars sku={sku} showCount onLoad={() => console.log('drawn')} />
      <RpProductReviews
        sku={sku}
        perPage={5}
        onPageChange={(event) => setPage(event.page)}
        onError={(event) => console.warn(event.error.message)}
      />
    </RpConfig>
  );
}
