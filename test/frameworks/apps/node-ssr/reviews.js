// reviews.js: the browser's entry on server-rendered pages, instead of rp-widgets/define
import 'rp-widgets/hydrate';
