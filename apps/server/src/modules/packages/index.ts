export { watchSegmentAvailability } from './availability.ts';
export { PACKAGES, packageForSale, type SalePackage } from './catalog.ts';
export { packageRoutes } from './routes.ts';
export { notOwnedBy, segmentCounts } from './segment-counts.ts';
export { freshlyChecked, segmentLeads, slotOf, soldStatuses } from './segment-definition.ts';
export { adminPackage, countPackages } from './service.ts';
