/**
 * Bulk enrichment (issue 29, LEADS.md "E-mail finder and bulk enrichment"): a customer uploads
 * a CSV of people (the import's upload rules and mapping suggestions), gets a free quote
 * (`holdings.ts`: what we hold for each row), commits it with a credit cap, and a durable job
 * (`runner.ts`) asks the finder for each row in batches (`credit-cap.ts` keeps the rows asked at
 * once under the cap), then writes the file back with the answers appended.
 */
export { enrichmentRoutes } from './routes.ts';
export { enrichmentTuning, registerEnrichmentJob } from './runner.ts';
