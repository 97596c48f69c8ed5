/** Fixed reference tables: star words, attribute and category names. */
import type { Language } from './text.js';

/**
 * Words for 0 to 5 stars, per locale. A half step takes the word of the whole number above it
 * (4.5 reads "Excellent"), except 0.5 which is already a rating ("Bad").
 */
export const STAR_WORDS: Record<string, readonly string[]> = {
  'en-US': ['Not rated', 'Bad', 'Poor', 'Average', 'Great', 'Excellent'],
  'en-GB': ['Not rated', 'Bad', 'Poor', 'Average', 'Great', 'Excellent'],
  'de-DE': ['Nicht bewertet', 'Ungenügend', 'Mangelhaft', 'Befriedigend', 'Gut', 'Hervorragend'],
  'fr-FR': ['Non noté', 'Très mauvais', 'Médiocre', 'Moyen', 'Bien', 'Excellent'],
  'es-ES': ['Sin valorar', 'Malo', 'Deficiente', 'Normal', 'Bueno', 'Excelente'],
  'da-DK': ['Ikke bedømt', 'Dårlig', 'Ringe', 'Gennemsnitlig', 'God', 'Fremragende'],
  'nl-NL': ['Niet beoordeeld', 'Slecht', 'Matig', 'Gemiddeld', 'Goed', 'Uitstekend'],
  'sv-SE': ['Inte betygsatt', 'Dålig', 'Bristfällig', 'Godkänd', 'Bra', 'Utmärkt'],
};

export function starWord(locale: string, stars: number): string {
  return STAR_WORDS[locale]![Math.ceil(stars)]!;
}

/** Attribute rating names, per language. Ids are attributes.default.<key>. */
export const ATTRIBUTE_NAMES: Record<string, Record<Language, string>> = {
  quality: {
    en: 'Quality',
    de: 'Qualität',
    fr: 'Qualité',
    es: 'Calidad',
    da: 'Kvalitet',
    nl: 'Kwaliteit',
    sv: 'Kvalitet',
  },
  fit: {
    en: 'Fit',
    de: 'Passform',
    fr: 'Coupe',
    es: 'Ajuste',
    da: 'Pasform',
    nl: 'Pasvorm',
    sv: 'Passform',
  },
  value: {
    en: 'Value',
    de: 'Preis-Leistung',
    fr: 'Rapport qualité-prix',
    es: 'Relación calidad-precio',
    da: 'Værdi for pengene',
    nl: 'Prijs-kwaliteit',
    sv: 'Prisvärdhet',
  },
  comfort: {
    en: 'Comfort',
    de: 'Komfort',
    fr: 'Confort',
    es: 'Comodidad',
    da: 'Komfort',
    nl: 'Comfort',
    sv: 'Komfort',
  },
  durability: {
    en: 'Durability',
    de: 'Haltbarkeit',
    fr: 'Durabilité',
    es: 'Durabilidad',
    da: 'Holdbarhed',
    nl: 'Duurzaamheid',
    sv: 'Hållbarhet',
  },
};

export const ATTRIBUTE_PREFIX = 'attributes.default.';

export function attributeName(attributeId: string, language: Language = 'en'): string {
  const names = ATTRIBUTE_NAMES[attributeId.slice(ATTRIBUTE_PREFIX.length)];
  return names ? names[language] : attributeId;
}

export interface CategoryRow {
  categoryId: string;
  name: string;
  displayNames: Record<Language, string>;
}

function category(categoryId: string, name: string, names: string): CategoryRow {
  const [en, de, fr, es, da, nl, sv] = names.split('|') as [string, ...string[]];
  return {
    categoryId,
    name,
    displayNames: { en, de: de!, fr: fr!, es: es!, da: da!, nl: nl!, sv: sv! },
  };
}

export const CATEGORY_ROWS: readonly CategoryRow[] = [
  category(
    'cat-101',
    'outdoor_store',
    'Outdoor Store|Outdoor-Geschäft|Magasin de plein air|Tienda de actividades al aire libre|Friluftsbutik|Outdoorwinkel|Friluftsbutik',
  ),
  category(
    'cat-102',
    'sporting_goods_store',
    'Sporting Goods Store|Sportgeschäft|Magasin d’articles de sport|Tienda de deportes|Sportsbutik|Sportwinkel|Sportaffär',
  ),
  category(
    'cat-103',
    'clothing_store',
    'Clothing Store|Bekleidungsgeschäft|Magasin de vêtements|Tienda de ropa|Tøjbutik|Kledingwinkel|Klädbutik',
  ),
  category(
    'cat-104',
    'furniture_store',
    'Furniture Store|Möbelgeschäft|Magasin de meubles|Tienda de muebles|Møbelbutik|Meubelwinkel|Möbelaffär',
  ),
  category(
    'cat-105',
    'home_goods_store',
    'Home Goods Store|Haushaltswarengeschäft|Magasin d’articles pour la maison|Tienda de artículos para el hogar|Boligbutik|Woonwinkel|Inredningsbutik',
  ),
  category(
    'cat-106',
    'book_store',
    'Book Store|Buchhandlung|Librairie|Librería|Boghandel|Boekhandel|Bokhandel',
  ),
  category(
    'cat-107',
    'bicycle_store',
    'Bicycle Store|Fahrradgeschäft|Magasin de vélos|Tienda de bicicletas|Cykelforhandler|Fietsenwinkel|Cykelbutik',
  ),
  category('cat-108', 'coffee_shop', 'Coffee Shop|Café|Café|Cafetería|Café|Koffiebar|Kafé'),
  category(
    'cat-109',
    'travel_agency',
    'Travel Agency|Reisebüro|Agence de voyages|Agencia de viajes|Rejsebureau|Reisbureau|Resebyrå',
  ),
  category(
    'cat-110',
    'lighting_store',
    'Lighting Store|Leuchtengeschäft|Magasin de luminaires|Tienda de iluminación|Lampebutik|Verlichtingswinkel|Belysningsbutik',
  ),
  category(
    'cat-111',
    'garden_center',
    'Garden Center|Gartencenter|Jardinerie|Centro de jardinería|Havecenter|Tuincentrum|Trädgårdscenter',
  ),
  category(
    'cat-112',
    'florist',
    'Florist|Blumengeschäft|Fleuriste|Floristería|Blomsterhandler|Bloemist|Blomsteraffär',
  ),
  category(
    'cat-113',
    'shoe_store',
    'Shoe Store|Schuhgeschäft|Magasin de chaussures|Zapatería|Skobutik|Schoenenwinkel|Skobutik',
  ),
  category(
    'cat-114',
    'interior_designer',
    'Interior Designer|Innenarchitekt|Architecte d’intérieur|Interiorista|Indretningsarkitekt|Interieurontwerper|Inredningsarkitekt',
  ),
];
