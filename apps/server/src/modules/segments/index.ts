/**
 * Database packages cut from our own checked leads (issue 28, decision 048). The definition, its
 * promise lines and its counts belong to the package (modules/packages/segment-*.ts); this area
 * cuts each buyer's files once the order is paid (`cut.ts`, the `orders.cut` job queued by
 * orders/segment-cut.ts), renders them as CRM-ready CSV and XLSX (`files.ts`) and refreshes them
 * on the buyer's request (`refresh.ts`, `routes.ts`). Downloads go through modules/deliveries.
 */
export { type CutDeps, cutOrderFiles, cutTuning, registerCutJob } from './cut.ts';
export { segmentRoutes } from './routes.ts';
