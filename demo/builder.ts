/**
 * The widget builder page: the mock platform, the elements, and the builder speaking the toolbar's
 * language, which the previews speak too (the page's language) until the merchant picks theirs.
 */
import { settings } from './mock.js';
import './widgets.js';
import './widget-builder.js';

const builder = document.querySelector('widget-builder')!;
const follow = () => {
  builder.uiLocale = settings.locale;
};
follow();
document.addEventListener('demo-settings', follow);
