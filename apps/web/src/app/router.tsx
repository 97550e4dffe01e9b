import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { RouteError } from '@/components/errors/route-error';
import { Preloader } from '@/components/layout/preloader';
import { paths, type RouteHandle } from '@/config/paths';
import {
  type AdminScreen,
  adminScreens,
  loadAdminLayout,
  packageTitleEditScreen,
} from '@/features/admin/screens';
import { HomePage } from '@/features/home';
import { RootLayout } from './root-layout';

/**
 * A public page other than home, with its title: its own chunk, so the first load of any page
 * carries only the site frame and the home page. The server renders it whole, and the browser
 * loads it before hydrating (app/hydrate.ts).
 */
function publicPage(path: string, title: string, load: () => Promise<ComponentType>): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, lazy: async () => ({ Component: await load() }) };
}

// Pages with forms, payment or a signed-in person load on demand, each registry as its own chunk,
// so a public page's first load carries only what it shows (react-hook-form, the PayPal SDK and
// the checkout stay out of it).
const loadAccountPages = async () => (await import('./pages/account-pages')).accountPages;
const loadPurchasePages = async () => (await import('./pages/purchase-pages')).purchasePages;

/** A page from a registry loaded on demand, with its title when it has one. */
function lazyPage(
  path: string,
  load: () => Promise<Record<string, ComponentType>>,
  title?: string,
): RouteObject {
  const lazy = async () => {
    const Component = (await load())[path];
    if (!Component) throw new Error(`No page registered for ${path}`);
    return { Component };
  };
  const handle: RouteHandle | undefined = title ? { title } : undefined;
  return handle ? { path, handle, lazy } : { path, lazy };
}

const accountPage = (path: string, title?: string) => lazyPage(path, loadAccountPages, title);
const purchasePage = (path: string, title: string) => lazyPage(path, loadPurchasePages, title);

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
          accountPage(paths.login),
          accountPage(paths.register),
          accountPage(paths.reset),
          accountPage(paths.updatePassword),
          publicPage(
            paths.whyChoose,
            'Why Choose Us',
            async () => (await import('@/features/content/pages/why-choose-page')).WhyChoosePage,
          ),
          publicPage(
            paths.about,
            'About Us',
            async () => (await import('@/features/content/pages/about-page')).AboutPage,
          ),
          // The contact form brings react-hook-form and the contract's schemas: its own chunk.
          publicPage(
            paths.contact,
            'Contact Us',
            async () => (await import('@/features/content/pages/contact-page')).ContactPage,
          ),
          publicPage(
            paths.pricing,
            'Pricing',
            async () => (await import('@/features/content/pages/pricing-page')).PricingPage,
          ),
          publicPage(
            paths.deposit,
            'Deposit',
            async () => (await import('@/features/content/pages/deposit-page')).DepositPage,
          ),
          publicPage(
            paths.privacyPolicy,
            'Privacy Policy',
            async () =>
              (await import('@/features/content/pages/privacy-policy-page')).PrivacyPolicyPage,
          ),
          publicPage(
            paths.termsCondition,
            'Terms & Conditions',
            async () =>
              (await import('@/features/content/pages/terms-condition-page')).TermsConditionPage,
          ),
          accountPage(paths.optOut, 'Remove my data'),
          accountPage(paths.optOutConfirm, 'Confirm removal'),

          // Signed in
          {
            // The guards load with the first page behind them: public pages never need them.
            lazy: async () => ({
              Component: (await import('@/features/auth/components/require-auth')).RequireAuth,
            }),
            children: [
              accountPage(paths.userDashboard),
              accountPage(paths.verifyEmail),
              purchasePage(paths.myOrders, 'My Orders'),
              purchasePage(paths.updateProfileSelf, 'Update Profile'),
              purchasePage(paths.updateProfile.pattern, 'Update Profile'),
              purchasePage(paths.package.pattern, 'Package Details'),
              // Staff screen reached from the admin package list; its code ships in the admin
              // chunk and checks the Admin role itself (the server refuses everyone else).
              {
                path: packageTitleEditScreen.path,
                handle: { title: packageTitleEditScreen.title } satisfies RouteHandle,
                lazy: async () => ({ Component: await packageTitleEditScreen.load() }),
              },
              purchasePage(paths.checkout.pattern, 'Complete Your Order'),
              purchasePage(paths.payNow.pattern, 'Pay Now'),
              purchasePage(paths.pendingPayment, 'Pending Payments'),
              purchasePage(paths.cancelledPayment.pattern, 'Payment Cancelled'),
              purchasePage(paths.receivedPayment.pattern, 'Payment Confirmation'),
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

          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
