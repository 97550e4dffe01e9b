// Test support (not exported by the module): a CSV sent to an upload route as multipart, and a
// whole import through the API.
import { expect } from 'vitest';
import { send, TEST_ORIGIN } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';

export function uploadLeadImport(
  app: App,
  cookie: string | undefined,
  content: Buffer | string,
  filename = 'leads.csv',
  url = '/api/admin/lead-imports',
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
    url,
    headers: {
      origin: TEST_ORIGIN,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(cookie ? { cookie } : {}),
    },
    payload,
  });
}

/**
 * The whole import as staff run it: upload `content`, commit it with this column mapping, and
 * answer the report (the import's job has run: test apps drain their jobs after each request).
 */
export async function importLeads(
  app: App,
  cookie: string,
  content: Buffer | string,
  body: { mapping: Record<string, number | string>; onDuplicate: 'skip' | 'update' },
  filename?: string,
) {
  const uploaded = await uploadLeadImport(app, cookie, content, filename);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const id = uploaded.json()._id as string;
  const committed = await send(app, {
    method: 'POST',
    url: `/api/admin/lead-imports/${id}/commit`,
    cookie,
    body,
  });
  expect(committed.statusCode, committed.body).toBe(202);
  const report = await send(app, { url: `/api/admin/lead-imports/${id}`, cookie });
  expect(report.statusCode).toBe(200);
  return report.json();
}
