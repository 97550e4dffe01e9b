import { type ComponentType, useState } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { RouteError } from '@/components/errors/route-error';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { Preloader } from '@/components/layout/preloader';
import { paths, type RouteHandle } from '@/config/paths';
import {
  type AdminScreen,
  adminScreens,
  loadAdminLayout,
  packageTitleEditScreen,
} from '@/features/admin/screens';
import {
  LoginPage,
  RegisterPage,
  RequireAdminAccess,
  RequireAuth,
  ResetPage,
  UpdatePasswordPage,
  VerifyEmailPage,
} from '@/features/auth';
import {
  CancelledPaymentPage,
  CheckoutPage,
  PackagePage,
  PayNowPage,
  ReceivedPaymentPage,
} from '@/features/checkout';
import { UserDashboardPage } from '@/features/dashboard';
import { HomePage } from '@/features/home';
import { OptOutConfirmPage, OptOutPage } from '@/features/opt-out';
import { OwnOrdersPage } from '@/features/orders';
import { UpdateOwnProfileRedirect, UpdateProfilePage } from '@/features/profile';
import { contentPages } from './pages/content-pages';
import { RootLayout } from './root-layout';

/** A public page from the content area's registry; the placeholder (its title as heading) until built. */
function page(path: string, title: string): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, Component: contentPages[path] ?? PlaceholderPage };
}

/** A signed-in storefront page with its title. */
function titled(path: string, title: string, Component: ComponentType): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, Component };
}

/** An admin route from its screen declaration; RequireAdminAccess reads `handle.access`. */
function adminRoute({ path, title, access, load }: AdminScreen): RouteObject {
  const handle: RouteHandle = { title, access };
  return { path, handle, lazy: async () => ({ Component: await load() }) };
}

// Find Leads is its own chunk too: its screens load when one is first opened.
const loadFindLeads = () => import('@/features/find-leads/routes');

function findLeads(path: string, title: string, index = false): RouteObject {
  const handle: RouteHandle = { title };
  const lazy = async () => ({ Component: (await loadFindLeads()).findLeadsPageFor(path) });
  return index ? { index: true, handle, lazy } : { path, handle, lazy };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: () => <Preloader fullScreen />,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors of a page render inside the site frame.
        ErrorBoundary: RouteError,
        children: [
          // Public
          { index: true, Component: HomePage },
          { path: paths.login, Component: LoginPage },
          { path: paths.register, Component: RegisterPage },
          { path: paths.reset, Component: ResetPage },
          { path: paths.updatePassword, Component: UpdatePasswordPage },
          page(paths.whyChoose, 'Why Choose Us'),
          page(paths.about, 'About Us'),
          page(paths.contact, 'Contact Us'),
          page(paths.pricing, 'Pricing'),
          page(paths.deposit, 'Deposit'),
          page(paths.privacyPolicy, 'Privacy Policy'),
          page(paths.termsCondition, 'Terms & Conditions'),
          { path: paths.optOut, handle: { title: 'Remove my data' }, Component: OptOutPage },
          {
            path: paths.optOutConfirm,
            handle: { title: 'Confirm removal' },
            Component: OptOutConfirmPage,
          },

          // Signed in
          {
            Component: RequireAuth,
            children: [
              { path: paths.userDashboard, Component: UserDashboardPage },
              { path: paths.verifyEmail, Component: VerifyEmailPage },
              {
                path: paths.myOrders,
                handle: { title: 'My Orders' } satisfies RouteHandle,
                element: <OwnOrdersPage status="Received" />,
              },
              titled(paths.updateProfileSelf, 'Update Profile', UpdateOwnProfileRedirect),
              titled(paths.updateProfile.pattern, 'Update Profile', UpdateProfilePage),
              titled(paths.package.pattern, 'Package Details', PackagePage),
              // Staff screen reached from the admin package list; its code ships in the admin
              // chunk and checks the Admin role itself (the server refuses everyone else).
              {
                path: packageTitleEditScreen.path,
                handle: { title: packageTitleEditScreen.title } satisfies RouteHandle,
                lazy: async () => ({ Component: await packageTitleEditScreen.load() }),
              },
              titled(paths.checkout.pattern, 'Complete Your Order', CheckoutPage),
              titled(paths.payNow.pattern, 'Pay Now', PayNowPage),
              {
                path: paths.pendingPayment,
                handle: { title: 'Pending Payments' } satisfies RouteHandle,
                element: <OwnOrdersPage status="Pending" />,
              },
              titled(paths.cancelledPayment.pattern, 'Payment Cancelled', CancelledPaymentPage),
              titled(paths.receivedPayment.pattern, 'Payment Confirmation', ReceivedPaymentPage),
              {
                path: paths.findLeads,
                lazy: async () => ({ Component: (await loadFindLeads()).FindLeadsLayout }),
                children: [
                  findLeads(paths.findLeads, 'Find Leads', true),
                  findLeads(paths.leadLists, 'Lead Lists'),
                  findLeads(paths.leadList.pattern, 'Lead List'),
                  findLeads(paths.myLeads, 'My Leads'),
                  findLeads(paths.creditHistory, 'Credits'),
                  findLeads(paths.findLeadsApi, 'API'),
                ],
              },
            ],
          },

          // Admin area: role checked by RequireAdminAccess from each route's handle.access.
          {
            path: paths.admin.root,
            Component: RequireAdminAccess,
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

          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

function createAppRouter() {
  return createBrowserRouter(routes);
}

export function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
