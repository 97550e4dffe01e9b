// The yardstick of the storefront benchmark (scripts/bench/storefront.ts): a bare Fastify with
// no plugins, hooks or logging, run as its own process like the real server. It serves a static
// two-line HTML page (Lighthouse's floor for LCP) and constant JSON routes: `/api/packages` with
// the body the bench passes in BARE_CATALOG_FILE (the real catalog's bytes, so the comparison
// measures per-request overhead, not payload size) and `/api/constant`, a tiny object.
// Plain JavaScript on purpose: no tsx loader in the yardstick.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const STATIC_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Static page</title></head>
<body><h1>LeadVault</h1><p>A static two-line page: the floor for Largest Contentful Paint.</p></body></html>
`;

const catalog = process.env.BARE_CATALOG_FILE
  ? readFileSync(process.env.BARE_CATALOG_FILE, 'utf8')
  : '[]';

const app = Fastify({ logger: false });
app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send(STATIC_PAGE));
app.get('/api/packages', (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(catalog),
);
app.get('/api/constant', () => ({ hello: 'world' }));

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`bare fastify listening on ${app.server.address().port}`);
