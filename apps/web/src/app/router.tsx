import type { ComponentType } from 'react';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { RouteError } from '@/components/errors/route-error';
import { Preloader } from '@/components/layout/preloader';
import { paths, type RouteHandle } from '@/config/paths';
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

// Find Leads is its own chunk too: its screens load when one is first opened.
const loadFindLeads = () => import('@/features/find-leads/routes');

function findLeads(path: string, title: string, index = false): RouteObject {
  const handle: RouteHandle = { title };
  const lazy = async () => ({ Component: (await loadFindLeads()).findLeadsPageFor(path) });
  return index ? { index: true, handle, lazy } : { path, handle, lazy };
}

/** The route whose children are the pages: the admin area is added to it when first visited. */
export const PAGES_ROUTE_ID = 'pages';

/**
 * Every page but the admin area's. The browser starts with these, so a public page's first load
 * neither carries nor ranks the ~60 admin screens; `discoverAdminRoutes` adds them on the way to
 * /admin. The server's table has them from the start (`serverRoutes`, entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: () => <Preloader fullScreen />,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors of a page render inside the site frame.
        id: PAGES_ROUTE_ID,
        ErrorBoundary: RouteError,
        children: [
          // Public
          // Home is a chunk of its own too: the other pages' first load goes without its sections.
          {
            index: true,
            lazy: async () => ({ Component: (await import('@/features/content')).HomePage }),
          },
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
              // Staff screen reached from the admin package list, routed outside /admin; the
              // page checks the Admin role itself (the server refuses everyone else).
              {
                path: paths.packageTitleEdit.pattern,
                handle: { title: 'Edit Package Title' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('@/features/admin/packages/package-title-edit'))
                    .PackageTitleEditPage,
                }),
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
                  findLeads(paths.finder, 'E-mail Finder'),
                  findLeads(paths.enrichments, 'Bulk Enrichment'),
                  findLeads(paths.savedSearches, 'Saved Searches'),
                  findLeads(paths.company.pattern, 'Company'),
                  findLeads(paths.findLeadsApi, 'API'),
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

const isAdminPath = (path: string) =>
  path === paths.admin.root || path.startsWith(`${paths.admin.root}/`);

/**
 * The router's lazy route discovery: called for a path no known route matches except the 404's
 * `*`. Under /admin it loads the admin area's routes (one chunk) and adds them to the pages.
 */
export const discoverAdminRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isAdminPath(path)) return;
  const { adminRoutes } = await import('./admin-routes');
  patch(PAGES_ROUTE_ID, adminRoutes);
};
