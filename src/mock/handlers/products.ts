/** A business unit's product catalogue: upsert by SKU and paged listing (spec 4.4). */
import type { ProductList, ProductPage } from '../../api/types.js';
import { nextSerial, ownUnit, route, type Route, ownUnitPost } from '../context.js';
import type { ProductRecord } from '../data/types.js';
import { badRequest, json, listParam, paging } from '../http.js';
import { product } from '../views.js';

const PRODUCT_PER_PAGE = { min: 1, max: 10000, default: 10000 };
const TEXT_FIELDS = [
  'title',
  'mpn',
  'gtin',
  'brand',
  'price',
  'merchantFeedProductId',
  'imageLink',
  'link',
] as const;

type ProductInput = Partial<Omit<ProductRecord, 'businessUnitId'>> & { sku: string };

/** Checks one product of an upsert body; throws a 400 naming the bad field. */
function checkProduct(value: unknown, index: number): ProductInput {
  const item = value as Record<string, unknown>;
  if (!item || typeof item !== 'object' || Array.isArray(item)) {
    throw badRequest(`products[${index}] must be an object.`);
  }
  if (typeof item.sku !== 'string' || !item.sku.trim()) {
    throw badRequest(`products[${index}].sku is required.`);
  }
  for (const field of ['id', ...TEXT_FIELDS]) {
    if (item[field] !== undefined && typeof item[field] !== 'string') {
      throw badRequest(`products[${index}].${field} must be a string.`);
    }
  }
  const images = item.processedImages;
  if (
    images !== undefined &&
    (!Array.isArray(images) ||
      !images.every(
        (image) => image && typeof image.url === 'string' && typeof image.type === 'string',
      ))
  ) {
    throw badRequest(`products[${index}].processedImages must be an array of { url, type }.`);
  }
  return item as ProductInput;
}

export const productRoutes: Route[] = [
  ownUnitPost(
    '/v1/private/business-units/:businessUnitId/products',
    'upsertProducts',
    async (context, unit, body) => {
      if (!Array.isArray(body.products) || !body.products.length) {
        throw badRequest('products must be a non-empty array.');
      }
      const sameAsFeed = body.skuSameAsMerchantFeedProductId;
      if (sameAsFeed !== undefined && typeof sameAsFeed !== 'boolean') {
        throw badRequest('skuSameAsMerchantFeedProductId must be a boolean.');
      }
      const inputs = body.products.map(checkProduct);
      const catalogue = context.state.data.products;
      const saved = inputs.map((input) => {
        const { id: _ignored, processedImages, ...fields } = input;
        const feed = sameAsFeed ? { merchantFeedProductId: input.sku } : {};
        const existing = catalogue.find(
          (item) => item.businessUnitId === unit.id && item.sku === input.sku,
        );
        if (existing) {
          Object.assign(existing, fields, feed);
          if (processedImages)
            existing.processedImages = processedImages.map((image) => ({ ...image }));
          return existing;
        }
        let id = `prod-${input.sku.toLowerCase()}`;
        if (catalogue.some((item) => item.id === id))
          id += `-${nextSerial(context.state, 'product')}`;
        const created: ProductRecord = {
          id,
          businessUnitId: unit.id,
          title: '',
          mpn: '',
          gtin: '',
          brand: '',
          price: '',
          merchantFeedProductId: '',
          imageLink: '',
          link: '',
          ...fields,
          ...feed,
          processedImages: (processedImages ?? []).map((image) => ({ ...image })),
        };
        catalogue.push(created);
        return created;
      });
      const result: ProductList = { products: saved.map(product) };
      return json(result);
    },
  ),
  route(
    'get',
    '/v1/private/business-units/:businessUnitId/products',
    'listProducts',
    'bearer',
    (context) => {
      const { url } = context;
      const unit = ownUnit(context, context.params.businessUnitId!);
      const skus = listParam(url, 'skus');
      const paged = paging(url, PRODUCT_PER_PAGE);
      const products = context.state.data.products.filter(
        (item) => item.businessUnitId === unit.id && (!skus.length || skus.includes(item.sku)),
      );
      const body: ProductPage = {
        isLastPage: paged.isLast(products.length),
        products: paged.of(products).map(product),
      };
      return json(body);
    },
  ),
];
