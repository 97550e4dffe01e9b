import Fastify from 'fastify';
import autocannon from 'autocannon';
const sink = { write() {} };
const variant = process.argv[2];
const opts = { logger: false };
if (variant !== 'off') opts.logger = { level: variant === 'warn' ? 'warn' : 'info', stream: sink,
  ...(variant === 'lean' ? { serializers: { req: (r) => ({ method: r.method, url: r.url }), res: (r) => ({ statusCode: r.statusCode }) } } : {}) };
const app = Fastify(opts);
const body = JSON.stringify({ a: 'x'.repeat(2900) });
app.get('/x', (_q, reply) => { reply.type('application/json').send(body); });
await app.listen({ port: 0 });
const port = app.server.address().port;
await autocannon({ url: `http://127.0.0.1:${port}/x`, connections: 10, duration: 2 });
const cpu0 = process.cpuUsage();
const r = await autocannon({ url: `http://127.0.0.1:${port}/x`, connections: 10, duration: 5 });
console.log(variant, r.requests.average);
await app.close();
