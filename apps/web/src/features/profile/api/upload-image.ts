import { UploadResponse } from '@leadvault/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The server's limit; checked here too so a big file fails before it is sent. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** `POST /api/upload` (multipart field `image`): the stored, re-encoded picture's address. */
export function uploadImage(file: File): Promise<UploadResponse> {
  const body = new FormData();
  body.append('image', file);
  return api.post('/api/upload', body, { schema: UploadResponse });
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
