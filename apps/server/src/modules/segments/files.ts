import { DATABASE_FILE_TYPES, type SegmentFileFormat } from '@leadvault/contract';
import writeXlsxFile from 'write-excel-file/node';
import { CSV_BOM, csvLine } from '../../lib/csv.ts';
import { CRM_HEADERS, type CrmLead, crmRow } from '../leads/index.ts';

/** "Starter - North America - LV7K2Q.csv": the package, the file and the order in the name. */
export function cutFileName(
  packageName: string,
  fileName: string,
  orderCode: string,
  format: SegmentFileFormat,
): string {
  const clean = (text: string) =>
    text
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);
  return `${clean(packageName)} - ${clean(fileName)} - ${orderCode}.${format}`;
}

/** A cut file's bytes: UTF-8 CSV with a BOM (formula-guarded), or an XLSX workbook. */
export async function renderCutFile(
  format: SegmentFileFormat,
  sheetName: string,
  rows: CrmLead[],
): Promise<{ bytes: Buffer; contentType: string }> {
  if (format === 'csv') {
    const text =
      CSV_BOM + csvLine(CRM_HEADERS) + rows.map((lead) => csvLine(crmRow(lead))).join('');
    return { bytes: Buffer.from(text, 'utf8'), contentType: DATABASE_FILE_TYPES.csv };
  }
  // Every cell is a string: a workbook holds no formulas, whatever a field says.
  const sheet = [
    CRM_HEADERS.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...rows.map((lead) => crmRow(lead).map((value) => ({ value, type: String }))),
  ];
  const bytes = await writeXlsxFile(sheet, {
    sheet: sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Contacts',
    stickyRowsCount: 1,
  }).toBuffer();
  return { bytes, contentType: DATABASE_FILE_TYPES.xlsx };
}
