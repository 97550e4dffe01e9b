import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { TEST_ORIGIN } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';

/** A zip of stored (uncompressed) entries: enough for a real, tiny XLSX or any other zip. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The smallest workbook spreadsheet programs open. */
export function tinyXlsx(): Buffer {
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
  });
}

/**
 * Sends a database file to `PUT /api/admin/package/:id/files/:slot` as multipart, from a buffer
 * or a stream (for sizes that should not sit in memory).
 */
export function uploadDatabaseFile(
  app: App,
  options: {
    packageId: string;
    slot: number | string;
    content: Buffer | Readable;
    filename?: string;
    field?: string;
    type?: string;
    cookie?: string;
  },
) {
  const boundary = `----leadvault${Date.now().toString(36)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; ` +
      `filename="${options.filename ?? 'leads.csv'}"\r\nContent-Type: ${options.type ?? 'text/csv'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const { content } = options;
  const payload = Buffer.isBuffer(content)
    ? Buffer.concat([head, content, tail])
    : Readable.from(
        (async function* () {
          yield head;
          for await (const piece of content) yield piece as Buffer;
          yield tail;
        })(),
      );
  return app.inject({
    method: 'PUT',
    url: `/api/admin/package/${options.packageId}/files/${options.slot}`,
    headers: {
      origin: TEST_ORIGIN,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload,
  });
}
