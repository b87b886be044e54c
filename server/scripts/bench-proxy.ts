// A round-robin HTTP proxy for the benchmark, in its own process:
//   node --import tsx server/scripts/bench-proxy.ts <port> <target URL>...
// Each request goes to the next target, over keep-alive connections.
import { Agent, createServer, request } from 'node:http';

const [port, ...targets] = process.argv.slice(2).map((arg, index) => (index ? new URL(arg) : arg));
const upstreams = (targets as URL[]).map((url) => ({ url, agent: new Agent({ keepAlive: true }) }));
let next = 0;

createServer((req, res) => {
  const { url, agent } = upstreams[next++ % upstreams.length]!;
  const forward = request(
    {
      host: url.hostname,
      port: url.port,
      path: req.url,
      method: req.method,
      headers: req.headers,
      agent,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forward.on('error', () => res.writeHead(502).end());
  req.pipe(forward);
}).listen(Number(port), '127.0.0.1', () => console.log('proxy ready'));
