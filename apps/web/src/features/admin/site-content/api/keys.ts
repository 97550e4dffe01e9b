/**
 * Query keys of the back office's content editors: one factory per entity, all under
 * `['admin', 'content']`. A write invalidates its entity (`keys.all`), which covers its list
 * and every detail.
 *
 * ```ts
 * const faqKeys = contentAdminKeys('faqs');
 * faqKeys.all          // ['admin', 'content', 'faqs']
 * faqKeys.lists()      // ['admin', 'content', 'faqs', 'list']
 * faqKeys.detail(id)   // ['admin', 'content', 'faqs', 'detail', id]
 * ```
 */
export const adminContentRoot = ['admin', 'content'] as const;

export function contentAdminKeys<Name extends string>(name: Name) {
  const all = [...adminContentRoot, name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

export type ContentAdminKeys = ReturnType<typeof contentAdminKeys>;

/** The activity log as the settings hub reads it. */
export const activityKeys = {
  all: ['admin', 'activity'] as const,
  latest: (limit: number) => [...activityKeys.all, 'latest', limit] as const,
};
