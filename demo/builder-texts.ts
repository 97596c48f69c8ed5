/**
 * The builder's own words, in one table (English only for now): a translation is another table of
 * the same shape. The widgets in the preview speak the language picked in the builder.
 */
const count = new Intl.NumberFormat('en-US');

export const texts = {
  noManifest:
    'The list of widgets (custom-elements.json) could not be read: run npm run analyze, then reload.',
  connection: 'Platform',
  apiKey: 'API key',
  baseUrl: 'API address (base-url)',
  connect: 'Connect',
  use: 'Use',
  find: '1. Find your business',
  nameOrDomain: 'Name or domain',
  country: 'Country',
  anyCountry: 'Any country',
  search: 'Search',
  searching: 'Searching…',
  typeName: 'Type the name or the domain of the business.',
  found: (results: number, query: string, country: string, page: number) =>
    `${results} ${results === 1 ? 'business matches' : 'businesses match'} “${query}”${
      country ? ` in ${country}` : ''
    }${page > 1 ? ` (page ${page})` : ''}.`,
  noResults: (query: string, country: string) =>
    `No business matches “${query}”${country ? ` in ${country}` : ''}. Try its domain, or another spelling${
      country ? ' or any country' : ''
    }.`,
  refusedKey: (key: string) =>
    `The platform refused the API key “${key}”. Check it in your business account.`,
  unreachable: (address: string) =>
    `The platform at “${address || location.origin}” could not be reached. Check the API address.`,
  unknownBusiness: (id: string) => `No business unit has the ID “${id}” on this platform.`,
  trustScore: (score: number) => `TrustScore ${score}`,
  reviews: (total: number) => `${count.format(total)} ${total === 1 ? 'review' : 'reviews'}`,
  useBusiness: (name: string) => `Use ${name}`,
  resultPages: 'Result pages',
  previous: 'Previous',
  next: 'Next',
  businessUnitId: 'Business unit ID',
  chosen: (name: string, domain: string) => `Showing ${name} (${domain}).`,
  widgetSection: '2. Widget and options',
  widget: 'Widget',
  language: 'Language',
  theme: 'Theme',
  light: 'Light',
  dark: 'Dark',
  accent: 'Accent colour',
  noAccent: 'No accent colour',
  fontSize: 'Font size',
  pageFont: 'The page’s',
  attributesOf: (tag: string) => `Attributes of <${tag}>`,
  ownerElement: (tag: string) =>
    `<${tag}> is for your back office: it works for the business owner after signing in on the platform. The preview shows it signed out.`,
  preview: '3. Preview',
  pickFirst: 'Find your business above (or type its ID) to see the widget with your data.',
  pageWidth: 'Page width',
  narrow: '390 px (a phone)',
  previewFailed: (message: string) => `The preview could not draw the widget: ${message}`,
  skuWithoutReviews: (sku: string) =>
    `“${sku}” has no reviews yet: the preview shows the widget's empty state, as your shoppers will see it.`,
  code: '4. Code',
  scriptTag: 'Script tag',
  react: 'npm + React',
  vue: 'npm + Vue',
  plain: 'npm + plain JavaScript',
  copy: (label: string) => `Copy ${label}`,
  copied: (label: string) => `Copied the ${label} code.`,
  copyFailed: (label: string) =>
    `The browser did not allow copying: select the ${label} code and copy it.`,
};
