/**
 * The asset host: small SVG pictures generated from the URL, so images of the data set show
 * something in the demo and Storybook. Whatever the file name's extension, the body is SVG and the
 * content type says so (browsers trust the header).
 */
import { hashString } from '../random.js';

const STAR_PATH = 'M12 1.5l3.1 6.9 7.4.7-5.6 5 1.7 7.4L12 17.6l-6.6 3.9 1.7-7.4-5.6-5 7.4-.7z';

function escape(text: string): string {
  return text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function svg(width: number, height: number, viewBox: string, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img" aria-label="${escape(label)}">${body}</svg>`;
}

/** "128x24" in a file name, or the fallback. */
function size(name: string, fallback: [number, number]): [number, number] {
  const match = /(\d+)x(\d+)/.exec(name);
  return match ? [Number(match[1]), Number(match[2])] : fallback;
}

/** Five stars, filled up to `stars` (halves shown as half-filled stars). */
export function starsSvg(stars: number, width = 128, height = 24): string {
  const shapes = [0, 1, 2, 3, 4]
    .map((i) => {
      const fill = Math.max(0, Math.min(1, stars - i));
      const x = i * 25.6;
      return `<g transform="translate(${x} 0)"><rect width="24" height="24" fill="#dcdce6"/>${
        fill ? `<rect width="${24 * fill}" height="24" fill="#00b67a"/>` : ''
      }<path d="${STAR_PATH}" fill="#fff"/></g>`;
    })
    .join('');
  return svg(width, height, '0 0 126.4 24', shapes, `${stars} out of 5 stars`);
}

function logoSvg(background: string, width: number, height: number): string {
  const dark = background === 'dark';
  const body =
    `<rect width="144" height="36" fill="${dark ? '#191919' : '#ffffff'}"/>` +
    `<path transform="translate(4 6)" d="${STAR_PATH}" fill="#00b67a"/>` +
    `<text x="32" y="25" font-family="sans-serif" font-size="18" font-weight="700" fill="${
      dark ? '#ffffff' : '#191919'
    }">RP Mock</text>`;
  return svg(width, height, '0 0 144 36', body, 'Review Platform (mock)');
}

function pictureSvg(label: string, key: string, width: number, height: number): string {
  const hue = hashString(key) % 360;
  const body =
    `<rect width="100" height="100" fill="hsl(${hue} 45% 78%)"/>` +
    `<circle cx="72" cy="28" r="10" fill="hsl(${(hue + 40) % 360} 80% 88%)"/>` +
    `<path d="M0 80 L30 45 L52 68 L68 52 L100 84 L100 100 L0 100 Z" fill="hsl(${hue} 35% 45%)"/>` +
    `<text x="50" y="94" text-anchor="middle" font-family="sans-serif" font-size="7" fill="#fff">${escape(label)}</text>`;
  return svg(width, height, '0 0 100 100', body, label);
}

/** The SVG for an asset path (after the asset base URL), or undefined for an unknown one. */
export function assetSvg(path: string): string | undefined {
  const [kind, key = '', file = ''] = path.replace(/^\/+/, '').split('/').map(decodeURIComponent);
  switch (kind) {
    case 'stars': {
      const stars = Number(key);
      if (!Number.isFinite(stars) || stars < 0 || stars > 5) return undefined;
      return starsSvg(stars, ...size(file, [128, 24]));
    }
    case 'logos':
      return key === 'dark' || key === 'light' ? logoSvg(key, ...size(file, [144, 36])) : undefined;
    case 'icons': {
      const [width, height] = size(key, [230, 230]);
      return svg(
        width,
        height,
        '0 0 24 24',
        `<rect width="24" height="24" rx="4" fill="#00b67a"/><path d="${STAR_PATH}" fill="#fff" transform="scale(.8) translate(3 3)"/>`,
        'Review Platform icon',
      );
    }
    case 'products':
    case 'attachments':
      return key ? pictureSvg(key, `${kind}/${key}`, ...size(file, [320, 320])) : undefined;
    default:
      return undefined;
  }
}

export function assetResponse(url: URL, assetBaseUrl: string): Response {
  const base = new URL(assetBaseUrl, url.href);
  const path = url.pathname.slice(base.pathname.replace(/\/$/, '').length);
  const body = assetSvg(path);
  if (!body)
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
  });
}
