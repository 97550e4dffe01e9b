import type { ReactNode } from 'react';
import type { ContentResource } from '../api/content-resource';

/** The editor of a single-record section (the banner), at its record's id. */
export type RecordPath = { resource: ContentResource; path: (id: string) => string };

/**
 * Renders `children` with a link's page: a fixed path as it is, a record's editor once the
 * record's id has loaded (undefined until then, and when there is no record).
 */
export function WithPath({
  to,
  children,
}: {
  to: string | RecordPath;
  children: (path: string | undefined) => ReactNode;
}) {
  return typeof to === 'string' ? children(to) : <RecordPathOf to={to}>{children}</RecordPathOf>;
}

function RecordPathOf({
  to,
  children,
}: {
  to: RecordPath;
  children: (path: string | undefined) => ReactNode;
}) {
  const first = to.resource.useFirst();
  return children(first.data ? to.path(first.data._id) : undefined);
}
