/**
 * /email-preview.html, the widget builder's e-mail preview: one widget's e-mail HTML, made in
 * Node by `rp-widgets/email` (what `npx rp-widgets render --email` runs), on a mail page 600 px
 * wide, light or dark. The dev server answers it (the HTML needs Node: juice writes the styles
 * inline), against the mock platform of this process, the same data as the builder's preview.
 */
import { renderEmail, type EmailElement } from '../src/email/index.js';
import { MOCK_API_KEY } from '../src/mock/index.js';
import { mockFetch, servedAssets } from './ssr-page.js';

const MOCK_ADDRESS = 'https://api.rp-mock.test';

/**
 * The mail page around the widget. Dark: a client's dark page, the e-mail's own colours kept
 * (its tables set text and background together, so it stays readable where a client inverts).
 */
const page = (body: string, scheme: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="color-scheme" content="${scheme === 'dark' ? 'dark' : 'light'}" />
    <title>E-mail preview</title>
  </head>
  <body style="margin: 0; padding: 16px 0; background: ${scheme === 'dark' ? '#1f1f1f' : '#f2f2f5'}">
    <div style="width: 600px; max-width: 100%; margin: 0 auto">${body}</div>
  </body>
</html>`;

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The preview for `?widget=rp-stars?sku=A&business-unit-id=…&locale=…&scheme=dark`; `widget`
 * may come more than once (the screenshots show every e-mail widget on one page).
 */
export async function emailPreviewHtml(url: URL): Promise<{ status: number; html: string }> {
  const elements = url.searchParams.getAll('widget').map((widget): EmailElement => {
    const [tag = '', query = ''] = widget.split(/\?(.*)/s);
    return {
      tag: tag as EmailElement['tag'],
      attributes: Object.fromEntries(new URLSearchParams(query)),
    };
  });
  const scheme = url.searchParams.get('scheme') ?? 'light';
  const problems: string[] = [];
  try {
    const html = (
      await renderEmail(elements, {
        apiKey: MOCK_API_KEY,
        baseUrl: MOCK_ADDRESS,
        businessUnitId: url.searchParams.get('business-unit-id') ?? undefined,
        locale: url.searchParams.get('locale') || undefined,
        fetch: mockFetch,
        onError: (error) => problems.push(error.message),
      })
    )
      .filter(Boolean)
      .join('<div style="height: 16px"></div>');
    const body = html || `<p>${escape(problems.join(' ') || 'Nothing to show.')}</p>`;
    return { status: 200, html: page(servedAssets(body), scheme) };
  } catch (error) {
    // Bad input (a widget the e-mail does not draw, a missing SKU): said in the frame.
    return { status: 400, html: page(`<p>${escape((error as Error).message)}</p>`, scheme) };
  }
}
