/** Text and attribute values as HTML reads them back: never markup. */
export const escape = (value: string | number): string =>
  String(value).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** Only absolute https addresses reach an e-mail: clients block the others, or leak them. */
export function httpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/*
 * One stylesheet, inlined into style attributes by juice: e-mail clients drop <style> blocks and
 * classes, but keep inline styles. Text and background are both set, so a client's dark mode
 * inverts them together and the text stays readable; no web fonts, custom properties or @media.
 */
const sheet = `
  .rp { border-collapse: collapse; background-color: #ffffff; color: #1f1f24;
    font-family: Arial, Helvetica, sans-serif; font-size: 14px; line-height: 20px; }
  .rp td { padding: 0; vertical-align: top; }
  .rp .cell { padding: 12px 16px; }
  .rp .big { font-size: 18px; line-height: 24px; font-weight: bold; }
  .rp .muted { color: #5c5c66; font-size: 13px; line-height: 18px; }
  .rp .title { font-weight: bold; }
  .rp .reply { border-left: 3px solid #c9c9d1; padding: 4px 0 4px 10px; color: #3d3d45; }
  .rp .rule { border-top: 1px solid #e3e3e8; }
  .rp a { color: #0b57d0; text-decoration: underline; }
  .rp .button { background-color: #1f1f24; padding: 10px 18px; }
  .rp .button a { color: #ffffff; font-weight: bold; text-decoration: none; }
  .rp img { border: 0; display: block; }
`;

/** A table as wide as its container, at most 600 px (the width e-mail layouts use). */
export const frame = (rows: string, lang: string): string =>
  `<style>${sheet}</style><table class="rp" role="presentation" lang="${escape(lang)}" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width: 600px">${rows}</table>`;

/**
 * The stylesheet written into style attributes by juice (an optional peer dependency, loaded
 * only here): classes carry no meaning after that, and are dropped.
 */
export async function inliner(): Promise<(html: string) => string> {
  let juice: typeof import('juice');
  try {
    juice = (await import('juice')).default;
  } catch (error) {
    throw new Error(
      'rp-widgets/email needs the juice package to write inline styles: npm install juice@11',
      { cause: error },
    );
  }
  return (html) =>
    juice(html, { removeStyleTags: true, preserveMediaQueries: false }).replace(
      / class="[^"]*"/g,
      '',
    );
}

export const row = (cells: string, className = 'cell'): string =>
  `<tr><td class="${className}">${cells}</td></tr>`;

/** The platform's star image at 128 × 24, from its 256 × 48 file when there is one (sharp screens). */
export function starImage(images: { sharp?: string; plain?: string }, alt: string): string {
  const src = images.sharp ?? images.plain;
  if (!src) return `<span>${escape(alt)}</span>`;
  return `<img src="${escape(src)}" width="128" height="24" alt="${escape(alt)}" style="width: 128px; height: 24px">`;
}

/** A link styled as a button: a table cell, which every client draws with its background. */
export function button(href: string, text: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td class="button"><a href="${escape(href)}">${escape(text)}</a></td></tr></table>`;
}

export const link = (href: string | undefined, text: string): string =>
  href ? `<a href="${escape(href)}">${escape(text)}</a>` : escape(text);

/**
 * The text up to about `max` characters, cut after a whole word in the locale's own word
 * boundaries (Japanese and Chinese have no spaces); `cut` tells whether anything was left out.
 */
export function wholeWords(
  text: string,
  locale: string,
  max: number,
): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  let end = 0;
  for (const { segment, index, isWordLike } of new Intl.Segmenter(locale, {
    granularity: 'word',
  }).segment(text)) {
    if (index + segment.length > max) break;
    if (isWordLike) end = index + segment.length;
  }
  // One word longer than the whole allowance: cut inside it rather than show nothing.
  return { text: `${text.slice(0, end || max).trimEnd()}…`, cut: true };
}
