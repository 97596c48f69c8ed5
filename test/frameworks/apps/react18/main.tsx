// React 18: the elements are defined before React renders.
import 'rp-widgets/define';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';

declare const __RP_API__: string;
createRoot(document.getElementById('root')!).render(<App api={__RP_API__} />);
