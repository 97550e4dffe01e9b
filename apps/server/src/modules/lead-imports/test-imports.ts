// Test support (not exported by the module): a CSV sent to the upload route as multipart.
import { TEST_ORIGIN } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';

export function uploadLeadImport(
  app: App,
  cookie: string | undefined,
  content: Buffer | string,
  filename = 'leads.csv',
) {
  const boundary = `----leadvault${Date.now().toString(36)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/admin/lead-imports',
    headers: {
      origin: TEST_ORIGIN,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(cookie ? { cookie } : {}),
    },
    payload,
  });
}
