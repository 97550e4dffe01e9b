/**
 * Loading, failure and empty states: the one family every screen uses (the back office, the
 * customer's pages and the public site), each piece in the look of where it stands.
 *
 * - Whole queries: `QueryState` (back office: spinner card, error alert, dashed empty box),
 *   `QueryContent` (customer's pages: `StatePanel`s), `ListStates` (public sections:
 *   skeletons, `SectionError`, an empty note); all three follow `QuerySwitch`'s order
 *   (pending, failed, empty, data).
 * - Loading: `LoadingBlock({ label?, variant?: 'boxed' | 'page' })`, `Skeleton`, `Loading`,
 *   `HeadingSkeleton`.
 * - Failure: `LoadError` (alert), `QueryFailure` (panel, with `NotFoundState` for a 404),
 *   `SectionError` (a public section's card). Their words come from `errorText` in
 *   `lib/error-text.ts`.
 * - Empty and outcomes: `EmptyBlock`, `EmptyState`, `StatePanel`.
 */
export {
  type FailedQuery,
  LoadError,
  type LoadErrorTexts,
  type NotFoundState,
  QueryFailure,
  SectionError,
} from './failure';
export { HeadingSkeleton, Loading, LoadingBlock, Skeleton } from './loading';
export { EmptyBlock, EmptyState, StatePanel, type StateTone } from './panels';
export { type EmptyPanel, ListStates, QueryContent, QueryState, QuerySwitch } from './query-switch';
