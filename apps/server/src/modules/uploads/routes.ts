import { mkdirSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { UploadResponse } from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { enforceRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { viewerOf } from '../auth/index.ts';
import { scheduleUploadCleanup } from './cleanup.ts';
import { MAX_UPLOAD_BYTES, storeImage } from './service.ts';

const ONE_YEAR = '365d';

/** Twenty pictures per person per ten minutes: each one costs a decode and a re-encode. */
export const UPLOAD_RATE_LIMIT: RateLimitRule = { max: 20, windowMs: 10 * 60_000 };

const tooManyUploads = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many uploads: at most 20 pictures in 10 minutes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/**
 * `POST /api/upload` (signed in, multipart field `image`) and the stored pictures at
 * `/uploads/<random name>.webp`. The names never change content, so they cache for a year.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (
  app,
  { dataDir },
) => {
  const uploadsDir = path.join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });

  // Pictures nothing refers to (never saved, replaced) are removed after an hour (cleanup.ts).
  let cleanup: { stop(): void } | undefined;
  app.addHook('onReady', async () => {
    cleanup = scheduleUploadCleanup(app.database.db, uploadsDir, app.log);
  });
  app.addHook('onClose', async () => cleanup?.stop());

  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: ONE_YEAR,
    immutable: true,
    setHeaders(reply) {
      reply.header('x-content-type-options', 'nosniff');
    },
  });

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
      { schema: { tags: ['uploads'], response: { 200: UploadResponse } } },
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
        const name = await storeImage(uploadsDir, buffer);
        return { file: { url: `/uploads/${name}` } };
      },
    );
  });
};
