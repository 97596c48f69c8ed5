type IntlKind<T> = new (locale: string, options: never) => T;
const formatters = new Map<string, unknown>();

/**
 * One Intl object per kind, locale and options for the whole page: creating one costs far more
 * than using it, and every element renders with the same few.
 */
export function intl<T>(kind: IntlKind<T>, locale: string, options: object = {}): T {
  const key = `${kind.name} ${locale} ${JSON.stringify(options)}`;
  let instance = formatters.get(key) as T | undefined;
  if (!instance) {
    instance = new kind(locale, options as never);
    formatters.set(key, instance);
  }
  return instance;
}

/**
 * The name of a language or region in `locale`; `fallback` (the code itself) for a code, or a
 * locale, Intl refuses: codes come from the platform, and one bad code must not stop a render.
 */
export function displayName(
  locale: string,
  type: 'language' | 'region',
  code: string,
  fallback = code,
): string {
  try {
    return intl(Intl.DisplayNames, locale, { type }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}
