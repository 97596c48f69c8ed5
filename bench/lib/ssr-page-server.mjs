// The page server bench/ssr-throughput.mjs forks: /a and /floor (see ssr-pages.mjs), and
// /requests, the platform requests made so far, /cpu, the CPU time this process used (µs), and
// /stall, its longest stall since the last call to /stall (JSON, ms): the wall time between two
// turns of its event loop, the CPU it used meanwhile and how long it waited for a core (Linux's
// run queue; 0 where /proc is not there). A stall spent waiting for a core is the machine's.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { draw, page, pageBytes, platformRequests } from './ssr-pages.mjs';

/** The CPU time used and the time spent waiting for a core, in ms. */
function times() {
  const { user, system } = process.cpuUsage();
  let waited = 0;
  try {
    waited = Number(readFileSync('/proc/self/schedstat', 'utf8').split(' ')[1]) / 1e6;
  } catch {
    // Not Linux: the split is unknown.
  }
  return { wall: performance.now(), cpu: (user + system) / 1000, waited };
}

let longest = { wall: 0, cpu: 0, waited: 0 };
let last = times();
// Renders run one after another within a turn of the loop: a gap between two ticks is a stall.
setInterval(() => {
  const now = times();
  const gap = now.wall - last.wall;
  if (gap > longest.wall) {
    longest = { wall: gap, cpu: now.cpu - last.cpu, waited: now.waited - last.waited };
  }
  last = now;
}, 5).unref();

const server = createServer(async (request, response) => {
  try {
    if (request.url === '/requests') return response.end(String(platformRequests()));
    if (request.url === '/cpu') {
      const { user, system } = process.cpuUsage();
      return response.end(String(user + system));
    }
    if (request.url === '/stall') {
      response.end(JSON.stringify(longest));
      longest = { wall: 0, cpu: 0, waited: 0 };
      return;
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
