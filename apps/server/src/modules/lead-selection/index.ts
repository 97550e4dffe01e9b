/**
 * Whole-search selection (issue 30): "Select all N results" of a search. A quote counts what
 * revealing the first 10,000 matches would do in one statement (`quote.ts`); reveal, add to a
 * list and export run as a durable job over the selection snapshot when it was made
 * (`runner.ts`), a reveal batch being one transaction with one ledger row
 * (leads/batch-reveal.ts, the reveal's own rules).
 */
export { leadSelectionRoutes } from './routes.ts';
export { registerSelectionJob, selectionTuning } from './runner.ts';
