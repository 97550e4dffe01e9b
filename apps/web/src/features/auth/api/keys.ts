/** Query keys of the auth area. */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  config: () => ['config'] as const,
};
