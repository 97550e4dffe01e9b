/**
 * Lead imports (LEADS.md, issue 13): Admins upload a CSV (50 MB, UTF-8, comma or semicolon),
 * get a preview with a mapping suggested from the headings, and commit it; a durable job
 * (`lead-imports.run`) loads it in batches, each batch one transaction with its counters, so a
 * restart resumes after the last committed batch (or the import ends `failed` with a message).
 */

export { leadImportRoutes } from './routes.ts';
export { registerLeadImportJob } from './runner.ts';
