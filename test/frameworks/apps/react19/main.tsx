// React 19: the elements are defined only after React has rendered them (App imports
// rp-widgets/define lazily).
import { createRoot } from 'react-dom/client';
import { App } from './App.js';

declare const __RP_API__: string;
createRoot(document.getElementById('root')!).render(<App api={__RP_API__} />);
