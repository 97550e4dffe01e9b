import { ApiErrorBody, UploadResponse } from '@leadvault/contract';
import { ApiError } from '@/lib/api-client';

/** The server's limit (POST /api/upload answers 413 beyond it); checked here first. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const NOT_AN_IMAGE_MESSAGE = 'Please select an image file.';
export const TOO_LARGE_MESSAGE = 'The image is larger than 5 MB.';

/** A picked file's problem, before any upload: not an image, or too large. */
export function checkImageFile(file: File): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return TOO_LARGE_MESSAGE;
  return null;
}

function errorFrom(xhr: XMLHttpRequest): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    body = undefined;
  }
  const parsed = ApiErrorBody.safeParse(body);
  if (parsed.success) return new ApiError({ status: xhr.status, ...parsed.data.error });
  if (xhr.status === 413) {
    return new ApiError({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: TOO_LARGE_MESSAGE });
  }
  return new ApiError({
    status: xhr.status,
    code: `HTTP_${xhr.status}`,
    message: xhr.statusText || `Upload failed with status ${xhr.status}`,
  });
}

/**
 * Uploads one image to `POST /api/upload` (multipart field `image`) and answers its address.
 * XMLHttpRequest rather than fetch, because only it reports upload progress: `onProgress`
 * receives 0..1 as the bytes leave the browser.
 */
export function uploadImage(
  file: File,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
    xhr.responseType = 'text';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.withCredentials = true;

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFrom(xhr));
        return;
      }
      try {
        const answer = UploadResponse.parse(JSON.parse(xhr.responseText));
        onProgress?.(1);
        resolve(answer.file.url);
      } catch {
        reject(
          new ApiError({
            status: xhr.status,
            code: 'INVALID_RESPONSE',
            message: 'The server sent an unexpected answer.',
          }),
        );
      }
    });
    xhr.addEventListener('error', () =>
      reject(
        new ApiError({
          status: 0,
          code: 'NETWORK_ERROR',
          message: 'Could not reach the server. Check your connection and try again.',
        }),
      ),
    );
    xhr.addEventListener('abort', () => reject(new DOMException('Upload aborted', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const body = new FormData();
    body.append('image', file, file.name);
    xhr.send(body);
  });
}
