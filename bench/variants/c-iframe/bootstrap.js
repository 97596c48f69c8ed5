// Variant C, the loader of the iframe-per-widget replica: one <iframe> per widget element, each
// loading its own document, script, style and data; the loader sets each iframe's height when the
// frame reports it by postMessage. Like the incumbent, a `data-style-height` is used until then.
const script = document.querySelector('script[data-api]');
const { api, key, bu } = script.dataset;
const frameUrl = new URL('/c/frame.html', script.src);
const frames = [];

document.querySelectorAll('.rpc-widget').forEach((host, id) => {
  const { template, sku = '', styleHeight, loading = 'auto' } = host.dataset;
  const frame = document.createElement('iframe');
  const params = new URLSearchParams({ template, sku, api, key, bu, id: String(id) });
  frame.title = template === 'reviews' ? 'Customer reviews' : 'Rating';
  frame.loading = loading;
  frame.style.border = '0';
  frame.style.display = 'block';
  frame.style.width = '100%';
  if (styleHeight) frame.style.height = styleHeight;
  frame.src = `${frameUrl}?${params}`;
  frames[id] = { frame, rendered: false };
  host.replaceChildren(frame);
});

addEventListener('message', (event) => {
  if (event.origin !== frameUrl.origin || event.data?.type !== 'resize-height') return;
  const entry = frames[event.data.id];
  if (!entry) return;
  entry.frame.style.height = `${event.data.height}px`;
  if (event.data.rendered && !entry.rendered) {
    entry.rendered = true;
    window.__benchRendered?.(1);
  }
});
