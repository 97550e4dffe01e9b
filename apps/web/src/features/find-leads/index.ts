// Find Leads, for other areas (dashboard, deposit): the balance and the unlocked-lead count.
// The screens themselves are in `routes.ts`, loaded on demand by the router.
export { useCredits } from './api/get-credits';
export { useMyLeadsTotal } from './api/get-my-leads';
