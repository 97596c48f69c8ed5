// A server component: the page is rendered on the server (prerendered at build time) with the
// client component App, which hydrates in the browser and then defines the elements.
import { App } from '../App';

export default function Page() {
  return <App api={process.env.RP_API!} />;
}
