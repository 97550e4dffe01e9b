import { Navigate, type RouteObject } from 'react-router';
import { paths, type RouteHandle } from '@/config/paths';
import { type AdminScreen, adminScreens, loadAdminLayout } from '@/features/admin/screens';

/** An admin route from its screen declaration; RequireAdminAccess reads `handle.access`. */
function adminRoute({ path, title, access, load }: AdminScreen): RouteObject {
  const handle: RouteHandle = { title, access };
  return { path, handle, lazy: async () => ({ Component: await load() }) };
}

/**
 * The admin area, added to the pages when /admin is first visited (router.tsx): role checked by
 * RequireAdminAccess from each route's handle.access.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.root,
    lazy: async () => ({
      Component: (await import('@/features/auth/components/require-admin-access'))
        .RequireAdminAccess,
    }),
    children: [
      {
        lazy: async () => ({ Component: await loadAdminLayout() }),
        children: [
          {
            index: true,
            handle: { access: 'staff' } satisfies RouteHandle,
            element: <Navigate to={paths.admin.dashboard} replace />,
          },
          ...adminScreens.map(adminRoute),
        ],
      },
    ],
  },
];
