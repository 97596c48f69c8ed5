/** The business units: four with roles tests rely on, and more for listings and search. */
import { MOCK_IDS } from '../constants.js';
import type { BusinessUnitRecord } from './types.js';

type Definition = Omit<
  BusinessUnitRecord,
  'websiteUrl' | 'referringNames' | 'legacy' | 'warning'
> & {
  referring?: string[];
  legacy?: boolean;
  warning?: string | null;
};

/** How many service reviews and products each unit gets, by id. */
export const UNIT_VOLUMES: Record<
  string,
  { serviceReviews: number; products: number; productReviews: number }
> = {
  'bu-acme': { serviceReviews: 700, products: 210, productReviews: 4100 },
  'bu-legacy': { serviceReviews: 220, products: 40, productReviews: 950 },
  'bu-empty': { serviceReviews: 0, products: 4, productReviews: 0 },
  'bu-closed': { serviceReviews: 45, products: 8, productReviews: 90 },
  'bu-fjord-coffee': { serviceReviews: 60, products: 3, productReviews: 25 },
  'bu-sol-y-mar': { serviceReviews: 25, products: 2, productReviews: 8 },
  'bu-maison-lumiere': { serviceReviews: 12, products: 3, productReviews: 12 },
  'bu-green-leaf': { serviceReviews: 0, products: 0, productReviews: 0 },
  'bu-stockholm-design': { serviceReviews: 8, products: 2, productReviews: 4 },
  'bu-tulip-flowers': { serviceReviews: 3, products: 2, productReviews: 3 },
  'bu-brick-lane-shoes': { serviceReviews: 90, products: 3, productReviews: 30 },
  'bu-alpen-sport': { serviceReviews: 30, products: 2, productReviews: 10 },
};

const definitions: Definition[] = [
  {
    id: MOCK_IDS.businessUnits.acme,
    displayName: 'Acme Outdoor',
    identifyingName: MOCK_IDS.domains.acme,
    referring: ['acme outdoor', 'acme'],
    status: 'active',
    country: 'GB',
    categories: [
      { categoryId: 'cat-101', isPrimary: true },
      { categoryId: 'cat-102', isPrimary: false },
      { categoryId: 'cat-103', isPrimary: false },
    ],
    languages: { en: 50, de: 15, fr: 10, es: 10, da: 10, nl: 3, sv: 2 },
  },
  {
    id: MOCK_IDS.businessUnits.legacy,
    displayName: 'Nordlicht Home',
    identifyingName: MOCK_IDS.domains.legacy,
    referring: ['nordlicht', 'nordlicht home'],
    status: 'active',
    country: 'DE',
    legacy: true,
    warning: null,
    categories: [
      { categoryId: 'cat-105', isPrimary: true },
      { categoryId: 'cat-104', isPrimary: false },
    ],
    languages: { de: 60, en: 20, fr: 10, da: 5, nl: 5 },
  },
  {
    id: MOCK_IDS.businessUnits.empty,
    displayName: 'Quiet Corner Books',
    identifyingName: MOCK_IDS.domains.empty,
    referring: ['quiet corner'],
    status: 'active',
    country: 'US',
    categories: [{ categoryId: 'cat-106', isPrimary: true }],
    languages: { en: 1 },
  },
  {
    id: MOCK_IDS.businessUnits.inactive,
    displayName: 'Old Mill Bikes',
    identifyingName: MOCK_IDS.domains.inactive,
    referring: ['old mill'],
    status: 'inactive',
    country: 'NL',
    warning: 'This business is no longer active.',
    categories: [{ categoryId: 'cat-107', isPrimary: true }],
    languages: { nl: 70, en: 20, de: 10 },
  },
  {
    id: 'bu-fjord-coffee',
    displayName: 'Fjord Coffee',
    identifyingName: 'fjord-coffee.example',
    status: 'active',
    country: 'DK',
    categories: [{ categoryId: 'cat-108', isPrimary: true }],
    languages: { da: 80, en: 20 },
  },
  {
    id: 'bu-sol-y-mar',
    displayName: 'Sol y Mar Viajes',
    identifyingName: 'solymar-viajes.example',
    status: 'active',
    country: 'ES',
    categories: [{ categoryId: 'cat-109', isPrimary: true }],
    languages: { es: 85, en: 15 },
  },
  {
    id: 'bu-maison-lumiere',
    displayName: 'Maison Lumière',
    identifyingName: 'maison-lumiere.example',
    status: 'active',
    country: 'FR',
    categories: [
      { categoryId: 'cat-110', isPrimary: true },
      { categoryId: 'cat-105', isPrimary: false },
    ],
    languages: { fr: 90, en: 10 },
  },
  {
    id: 'bu-green-leaf',
    displayName: 'Green Leaf Garden',
    identifyingName: 'green-leaf-garden.example',
    status: 'active',
    country: 'US',
    categories: [{ categoryId: 'cat-111', isPrimary: true }],
    languages: { en: 1 },
  },
  {
    id: 'bu-stockholm-design',
    displayName: 'Stockholm Design Studio',
    identifyingName: 'stockholm-design.example',
    status: 'active',
    country: 'SE',
    categories: [
      { categoryId: 'cat-114', isPrimary: true },
      { categoryId: 'cat-104', isPrimary: false },
    ],
    languages: { sv: 80, en: 20 },
  },
  {
    id: 'bu-tulip-flowers',
    displayName: 'Tulip Flowers',
    identifyingName: 'tulip-flowers.example',
    status: 'active',
    country: 'NL',
    categories: [{ categoryId: 'cat-112', isPrimary: true }],
    languages: { nl: 100 },
  },
  {
    id: 'bu-brick-lane-shoes',
    displayName: 'Brick Lane Shoes',
    identifyingName: 'brick-lane-shoes.example',
    referring: ['brick lane'],
    status: 'active',
    country: 'GB',
    categories: [
      { categoryId: 'cat-113', isPrimary: true },
      { categoryId: 'cat-103', isPrimary: false },
    ],
    languages: { en: 100 },
  },
  {
    id: 'bu-alpen-sport',
    displayName: 'Alpen Sport',
    identifyingName: 'alpen-sport.example',
    status: 'active',
    country: 'AT',
    categories: [
      { categoryId: 'cat-102', isPrimary: true },
      { categoryId: 'cat-101', isPrimary: false },
    ],
    languages: { de: 90, en: 10 },
  },
];

/** The part of a unit's id after "bu-", used in the ids of its records. */
export function unitSlug(businessUnitId: string): string {
  return businessUnitId.replace(/^bu-/, '');
}

export function generateBusinessUnits(): BusinessUnitRecord[] {
  return definitions.map(({ referring = [], legacy = false, warning = null, ...unit }) => ({
    ...unit,
    websiteUrl: `https://www.${unit.identifyingName}`,
    referringNames: [unit.identifyingName, `www.${unit.identifyingName}`, ...referring],
    legacy,
    warning,
    categories: unit.categories.map((category) => ({ ...category })),
    languages: { ...unit.languages },
  }));
}
