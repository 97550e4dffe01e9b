import multipart from '@fastify/multipart';
import { UploadResponse } from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { enforceRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { matchesEtag } from '../../lib/response-cache.ts';
import { viewerOf } from '../auth/index.ts';
import { openStream } from '../file-store/index.ts';
import { findUpload, MAX_UPLOAD_BYTES, storeImage } from './service.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Twenty pictures per person per ten minutes: each one costs a decode and a re-encode. */
const UPLOAD_RATE_LIMIT: RateLimitRule = { max: 20, windowMs: 10 * 60_000 };

const tooManyUploads = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many uploads: at most 20 pictures in 10 minutes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/**
 * `POST /api/upload` (signed in, multipart field `image`) and the stored pictures at
 * `/uploads/<random name>.webp`, read from the database so every server process serves every
 * upload (018). The names never change content, so they cache for a year.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/uploads/*',
    {
      config: { openapi: { produces: { description: 'The picture.', types: ['image/webp'] } } },
      schema: {
        operationId: 'getUploadedImage',
        tags: ['uploads'],
        summary: 'A stored picture',
        description:
          'An uploaded picture (WebP) by its random name, to anyone. Strong ETag (its SHA-256) and one year of immutable caching: a name never changes content.',
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const name = request.params['*'];
      const upload = await findUpload(db, name);
      if (!upload) throw notFound('No such picture.');
      const etag = `"${upload.sha256}"`;
      reply
        .header('etag', etag)
        .header('last-modified', upload.createdAt.toUTCString())
        .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .header('x-content-type-options', 'nosniff');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const opened = await openStream(db, upload.fileId);
      if (!opened) throw notFound('No such picture.');
      return reply
        .type('image/webp')
        .header('content-length', upload.sizeBytes)
        .send(opened.stream);
    },
  );

  await app.register(async (signedIn) => {
    // Signed in before a byte of the body is read, and counted per person before any decoding.
    signedIn.addHook('onRequest', app.requireSignedIn);
    signedIn.addHook('preHandler', (request, reply) =>
      enforceRateLimit(
        app.database,
        reply,
        `upload:${viewerOf(request).user.id}`,
        UPLOAD_RATE_LIMIT,
        tooManyUploads,
      ),
    );
    await signedIn.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 },
    });

    signedIn.post(
      '/api/upload',
      {
        config: {
          openapi: {
            answers: [400, 413, 415, 429],
            accepts: {
              description: 'One picture (JPEG, PNG, WebP or GIF), stored as WebP.',
              types: ['multipart/form-data'],
            },
          },
        },
        schema: {
          operationId: 'uploadImage',
          summary: 'Upload an image',
          tags: ['uploads'],
          response: { 200: UploadResponse },
        },
      },
      async (request) => {
        if (!request.isMultipart()) {
          throw new HttpError(
            415,
            'UNSUPPORTED_MEDIA_TYPE',
            'Send the image as multipart/form-data in the field "image".',
          );
        }
        const file = await request.file();
        if (file?.fieldname !== 'image') {
          throw new HttpError(400, 'VALIDATION_ERROR', 'Choose an image to upload.', [
            { field: 'image', message: 'Choose an image to upload.' },
          ]);
        }
        let buffer: Buffer;
        try {
          buffer = await file.toBuffer();
        } catch (error) {
          if (error instanceof signedIn.multipartErrors.RequestFileTooLargeError) {
            throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The image is larger than 5 MB.');
          }
          throw error;
        }
        const name = await storeImage(db, buffer);
        return { file: { url: `/uploads/${name}` } };
      },
    );
  });
};
