/**
 * The browser side of /ssr.html: hydration first (before any Lit element is defined), then the
 * mock platform, which answers what the widgets ask after their first view (paging, filters).
 */
import '../src/ssr/hydrate.js';
import './mock.js';
