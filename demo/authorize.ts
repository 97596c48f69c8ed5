/** The platform's hosted sign-in page, as the mock draws it (no worker: it makes no API call). */
import { mountAuthorizePage } from '../src/mock/index.js';

mountAuthorizePage(document.body);
