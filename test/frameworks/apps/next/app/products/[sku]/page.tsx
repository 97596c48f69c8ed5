// app/products/[sku]/page.tsx: a server component (Node runtime, not the edge)
import { renderElements } from 'rp-widgets/ssr';
import { Hydrate } from './hydrate';

export const runtime = 'nodejs';

export default async function Product({ params }: { params: Promise<{ sku: string }> }) {
  const { sku } = await params;
  const [reviews] = await renderElements(
    [{ tag: 'rp-product-reviews', attributes: { sku, 'structured-data': true } }],
    {
      apiKey: process.env.RP_API_KEY!,
      baseUrl: process.env.RP_API_URL!,
      businessUnitId: process.env.RP_BUSINESS_UNIT_ID,
    },
  );
  return (
    <>
      <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: reviews }} />
      <Hydrate />
    </>
  );
}
