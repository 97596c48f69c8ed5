// The page server bench/ssr-throughput.mjs forks: /a and /floor (see ssr-pages.mjs), and
// /requests, the platform requests made so far, and /cpu, the CPU time this process used (µs).
import { createServer } from 'node:http';
import { draw, page, pageBytes, platformRequests } from './ssr-pages.mjs';

const server = createServer(async (request, response) => {
  try {
    if (request.url === '/requests') return response.end(String(platformRequests()));
    if (request.url === '/cpu') {
      const { user, system } = process.cpuUsage();
      return response.end(String(user + system));
    }
    const name = request.url.slice(1);
    if (!Object.hasOwn(draw, name)) return response.writeHead(404).end();
    const parts = await draw[name]();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(parts));
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: server.address().port, bytes: pageBytes });
});
// A normal exit, so that --cpu-prof writes its profile.
process.on('SIGINT', () => server.close(() => process.exit(0)));
