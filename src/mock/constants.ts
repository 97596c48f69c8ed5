/** Fixed values of the mock platform: credentials, users and the readable IDs tests rely on. */

/** The only API key the mock accepts (header `apikey`, and `client_id` / Basic user name). */
export const MOCK_API_KEY = 'rp-mock-key';
/** The matching API secret (Basic password or `client_secret`). Also keys the token checksum. */
export const MOCK_API_SECRET = 'rp-mock-secret';

/** Every date in the data set lies before this instant; no generator reads the real clock. */
export const BASE_DATE = Date.UTC(2026, 0, 1);

/** Lifetime of access tokens, in seconds (`expires_in`). */
export const ACCESS_TOKEN_SECONDS = 3600;

export interface MockUser {
  id: string;
  email: string;
  /** Plain text: this is a mock. */
  password: string;
  name: string;
  businessUnitId: string;
  /** OAuth is refused for users with a second authentication factor (spec 5). */
  twoFactor?: boolean;
}

export const MOCK_USERS: readonly MockUser[] = [
  {
    id: 'user-acme-owner',
    email: 'owner@acme-outdoor.example',
    password: 'acme-owner-pass',
    name: 'Alex Morgan',
    businessUnitId: 'bu-acme',
  },
  {
    id: 'user-acme-support',
    email: 'support@acme-outdoor.example',
    password: 'acme-support-pass',
    name: 'Sam Carter',
    businessUnitId: 'bu-acme',
  },
  {
    id: 'user-legacy-owner',
    email: 'owner@nordlicht-home.example',
    password: 'nordlicht-pass',
    name: 'Jana Weber',
    businessUnitId: 'bu-legacy',
  },
  {
    id: 'user-empty-owner',
    email: 'owner@quiet-corner-books.example',
    password: 'quiet-corner-pass',
    name: 'Noah Brooks',
    businessUnitId: 'bu-empty',
  },
  {
    id: 'user-closed-owner',
    email: 'owner@old-mill-bikes.example',
    password: 'old-mill-pass',
    name: 'Daan de Vries',
    businessUnitId: 'bu-closed',
  },
  {
    id: 'user-acme-2fa',
    email: 'secure@acme-outdoor.example',
    password: 'acme-secure-pass',
    name: 'Robin Hale',
    businessUnitId: 'bu-acme',
    twoFactor: true,
  },
];

/** Readable identifiers that exist for every seed. */
export const MOCK_IDS = {
  businessUnits: {
    /** Current variant, many reviews of every kind. */
    acme: 'bu-acme',
    /** Always answers the legacy variant of GET business unit. */
    legacy: 'bu-legacy',
    /** No reviews at all (a few products). */
    empty: 'bu-empty',
    /** status 'inactive'. */
    inactive: 'bu-closed',
  },
  /** Identifying names, as the find endpoint takes them. */
  domains: {
    acme: 'acme-outdoor.example',
    legacy: 'nordlicht-home.example',
    empty: 'quiet-corner-books.example',
    inactive: 'old-mill-bikes.example',
  },
  /** Products of bu-acme, except `legacy` (bu-legacy). */
  skus: {
    /** Hundreds of reviews. */
    many: 'ACME-1000',
    /** Exactly three published reviews. */
    few: 'ACME-1001',
    /** A product without any review. */
    none: 'ACME-1002',
    /** Most reviews carry photos (attachments). */
    photos: 'ACME-1003',
    /** Has imported reviews from other sources (and a few native ones). */
    imported: 'ACME-1004',
    /** Every review rates Quality, Fit and Value. */
    attributes: 'ACME-1005',
    /** Three sizes of one jacket: they share one product URL. */
    variants: ['ACME-1006-S', 'ACME-1006-M', 'ACME-1006-L'] as readonly string[],
    /** A product of bu-legacy with reviews. */
    legacy: 'NLH-2000',
  },
  reviewIds: {
    /** Published, on skus.many, with attachments, attributes, a company comment and a public conversation. */
    published: 'pr-acme-published',
    /** Unpublished, on skus.many: never in public lists or summaries. */
    unpublished: 'pr-acme-unpublished',
    /** Published, on skus.many, its conversation is private. */
    privateConversation: 'pr-acme-private-conversation',
    /** Published, on skus.many, no conversation yet (createConversation makes one). */
    noConversation: 'pr-acme-no-conversation',
    /** A product review of bu-legacy. */
    legacy: 'pr-legacy-published',
    /** A service (business unit) review of bu-acme with a company reply. */
    service: 'sr-acme-replied',
  },
  conversationIds: {
    public: 'conv-acme-public',
    private: 'conv-acme-private',
    legacy: 'conv-legacy-public',
  },
  commentIds: {
    /** The first comment of conversationIds.public. */
    public: 'conv-acme-public-c1',
  },
} as const;
