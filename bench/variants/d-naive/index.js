// Variant D, naive Lit: each element fetches its own data when connected (one request per widget,
// no batching, no cache) and renders nothing until the data is there (no reserved space). Its
// number and date formats are made as the module loads.
import { makeFormats, register } from './elements.js';

makeFormats();
register();
