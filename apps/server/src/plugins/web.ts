import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/http-error.ts';

const API_PREFIXES = ['/api/', '/api', '/uploads/', '/sandbox/'];

/**
 * Serves the built web app. Unknown /api paths answer JSON 404; every other GET answers
 * index.html so deep links into the single-page app work.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, { webRoot }: { webRoot: string | undefined }) => {
    const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
    const hasWebApp = indexFile !== undefined && existsSync(indexFile);
    if (hasWebApp && webRoot) {
      await app.register(fastifyStatic, {
        root: webRoot,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies beside each asset (apps/web/scripts/compress-assets.mjs):
        // the one the browser accepts is sent, with `Vary: accept-encoding`.
        preCompressed: true,
        setHeaders(res, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    }
    const indexHtml = hasWebApp && indexFile ? readFileSync(indexFile, 'utf8') : undefined;

    app.setNotFoundHandler(async (request, reply) => {
      const isApi = API_PREFIXES.some(
        (prefix) => request.url === prefix || request.url.startsWith(prefix),
      );
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      if (isApi || !isPageRequest) {
        throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}.`);
      }
      if (!indexHtml) {
        throw notFound('The web app is not built. Run `npm run build` first.');
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml);
    });
  },
);
