// What `rp-widgets/ssr` resolves to outside Node (a browser bundle): a clear error on import.
throw new Error(
  'rp-widgets/ssr renders on a Node 20+ server only; in the browser import rp-widgets/hydrate (server-rendered pages) or rp-widgets/define.',
);
