/**
 * Lead imports (LEADS.md, issue 13): Admins upload a CSV (50 MB, UTF-8, comma or semicolon),
 * get a preview with a mapping suggested from the headings, and commit it; a durable job
 * (`lead-imports.run`) loads it in batches, each batch one transaction with its counters, so a
 * restart resumes after the last committed batch (or the import ends `failed` with a message).
 */

// The upload pieces bulk enrichment (modules/enrichments) shares: one set of upload rules.
export {
  type CsvPreview,
  csvRecords,
  type Delimiter,
  isBlankRow,
  readPreview,
  type SpooledCsv,
} from './csv.ts';
export { suggestMapping } from './mapping.ts';
export { splitFullName } from './normalize.ts';
export { leadImportRoutes } from './routes.ts';
export { registerLeadImportJob } from './runner.ts';
export { acceptCsvUploads, receiveCsvUpload } from './upload.ts';
