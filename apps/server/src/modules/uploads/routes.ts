import { mkdirSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { UploadResponse } from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { MAX_UPLOAD_BYTES, storeImage } from './service.ts';

const ONE_YEAR = '365d';

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
    // Signed in before a byte of the body is read.
    signedIn.addHook('onRequest', app.requireSignedIn);
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
