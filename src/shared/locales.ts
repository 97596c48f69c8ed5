/**
 * The 25 locales the review platform's widgets serve, each named in its own language (the demo's
 * and Storybook's language menus). Every one has its words: English in the bundle, the others in
 * the catalogues of `src/<element folder>/locales/` (see the README, "Languages").
 */
export const platformLocales = {
  'da-DK': 'Dansk',
  'de-AT': 'Deutsch (Österreich)',
  'de-CH': 'Deutsch (Schweiz)',
  'de-DE': 'Deutsch (Deutschland)',
  'en-AU': 'English (Australia)',
  'en-CA': 'English (Canada)',
  'en-GB': 'English (UK)',
  'en-IE': 'English (Ireland)',
  'en-NZ': 'English (New Zealand)',
  'en-US': 'English (US)',
  'es-ES': 'Español',
  'fi-FI': 'Suomi',
  'fr-BE': 'Français (Belgique)',
  'fr-FR': 'Français (France)',
  'it-IT': 'Italiano',
  'ja-JP': '日本語',
  'nb-NO': 'Norsk bokmål',
  'nl-BE': 'Nederlands (België)',
  'nl-NL': 'Nederlands (Nederland)',
  'pl-PL': 'Polski',
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  'ru-RU': 'Русский',
  'sv-SE': 'Svenska',
  'zh-CN': '中文（简体）',
} as const;
