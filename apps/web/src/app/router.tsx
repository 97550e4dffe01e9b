import { useState } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { RouteError } from '@/components/errors/route-error';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { Preloader } from '@/components/layout/preloader';
import { type AdminAccess, paths, type RouteHandle } from '@/config/paths';
import {
  LoginPage,
  RegisterPage,
  RequireAdminAccess,
  RequireAuth,
  ResetPage,
  UpdatePasswordPage,
  VerifyEmailPage,
} from '@/features/auth';
import { UserDashboardPage } from '@/features/dashboard';
import { HomePage } from '@/features/home';
import { OptOutConfirmPage, OptOutPage } from '@/features/opt-out';
import { contentPages } from './pages/content-pages';
import { purchasePages } from './pages/purchase-pages';
import { RootLayout } from './root-layout';

const storefrontPages = { ...contentPages, ...purchasePages };

/** A storefront page from its area's registry; the placeholder (its title as heading) until built. */
function page(path: string, title: string): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, Component: storefrontPages[path] ?? PlaceholderPage };
}

// The whole admin area is one module loaded on demand, so it ships as its own chunk.
const loadAdmin = () => import('@/features/admin');

function adminPage(path: string, title: string, access: AdminAccess): RouteObject {
  const handle: RouteHandle = { title, access };
  return {
    path,
    handle,
    lazy: async () => ({ Component: (await loadAdmin()).adminPageFor(path) }),
  };
}

// Find Leads is its own chunk too: its screens load when one is first opened.
const loadFindLeads = () => import('@/features/find-leads/routes');

function findLeads(path: string, title: string, index = false): RouteObject {
  const handle: RouteHandle = { title };
  const lazy = async () => ({ Component: (await loadFindLeads()).findLeadsPageFor(path) });
  return index ? { index: true, handle, lazy } : { path, handle, lazy };
}

const staff = (path: string, title: string) => adminPage(path, title, 'staff');
const admin = (path: string, title: string) => adminPage(path, title, 'admin');
const a = paths.admin;

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
              page(paths.myOrders, 'My Orders'),
              page(paths.updateProfileSelf, 'Update Profile'),
              page(paths.updateProfile.pattern, 'Update Profile'),
              page(paths.package.pattern, 'Package Details'),
              // Staff screen reached from the admin package list; its code ships in the admin
              // chunk and checks the Admin role itself (the server refuses everyone else).
              {
                path: paths.packageTitleEdit.pattern,
                handle: { title: 'Edit Package Title' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await loadAdmin()).adminPageFor(paths.packageTitleEdit.pattern),
                }),
              },
              page(paths.checkout.pattern, 'Complete Your Order'),
              page(paths.payNow.pattern, 'Pay Now'),
              page(paths.pendingPayment, 'Pending Payments'),
              page(paths.cancelledPayment.pattern, 'Payment Cancelled'),
              page(paths.receivedPayment.pattern, 'Payment Confirmation'),
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
            path: a.root,
            Component: RequireAdminAccess,
            children: [
              {
                lazy: async () => ({ Component: (await loadAdmin()).AdminLayout }),
                children: [
                  {
                    index: true,
                    handle: { access: 'staff' } satisfies RouteHandle,
                    element: <Navigate to={a.dashboard} replace />,
                  },
                  // Admin or Manager
                  staff(a.dashboard, 'Dashboard'),
                  staff(a.addEmailTemplate, 'Email Template'),

                  // Settings
                  admin(a.setting, 'Settings'),
                  admin(a.settingGeneral, 'General Settings'),
                  admin(a.updateLogo.pattern, 'Update Logo'),
                  admin(a.settingHomepage, 'Home Page Setting'),
                  admin(a.settingFooter, 'Footer Setting'),
                  admin(a.settingPayment, 'Payment Setting'),
                  admin(a.paypal.pattern, 'Update PayPal Client ID'),
                  admin(a.editContactPage.pattern, 'Edit Contact Information'),

                  // Users and profiles
                  admin(a.manageUsers, 'Manage Users'),
                  admin(a.user.pattern, 'Edit User'),
                  admin(a.manageProfiles, 'Manage Profiles'),
                  admin(a.editUserProfile.pattern, 'Update User Credits'),

                  // Home page content
                  admin(a.editBannerOption.pattern, 'Edit Banner'),
                  admin(a.aboutServiceList, 'About Services'),
                  admin(a.editAboutService.pattern, 'Edit About Service'),
                  admin(a.featurePage, 'Feature Options'),
                  admin(a.featureTitle.pattern, 'Edit Feature Title'),
                  admin(a.featurePageTwo.pattern, 'Feature Two Options'),
                  admin(a.editFeature.pattern, 'Edit Feature'),
                  admin(a.aboutEdit.pattern, 'Edit About Section'),
                  admin(a.specialityEdit.pattern, 'Edit Speciality'),
                  admin(a.whyChooseEdit.pattern, 'Edit Why Choose'),
                  admin(a.ctaEdit.pattern, 'Edit Call to Action'),

                  // Team, testimonials and FAQs
                  admin(a.team, 'Team'),
                  admin(a.teamEdit.pattern, 'Edit Team Member'),
                  admin(a.editTeamTitle.pattern, 'Edit Team Title'),
                  admin(a.testimonials, 'Testimonials'),
                  admin(a.testimonialEdit.pattern, 'Edit Testimonial'),
                  admin(a.editTestimonialTitle.pattern, 'Edit Testimonial Title'),
                  admin(a.faqs, 'FAQs'),
                  admin(a.faqEdit.pattern, 'Edit FAQ'),
                  admin(a.faqsTitle.pattern, 'Edit FAQ Title'),

                  // Packages
                  admin(a.packages, 'Packages'),
                  admin(a.packageEdit.pattern, 'Edit Package'),
                  admin(a.editPackageStyle.pattern, 'Edit Package Style'),

                  // Footer
                  admin(a.editFooter.pattern, 'Update About & CopyRight'),
                  admin(a.editSocial.pattern, 'Update Social Account'),

                  // Messages
                  admin(a.contactMessages, 'Contact Messages'),
                  admin(a.contactMessagesUnread, 'Unread Contact Messages'),
                  admin(a.contactMessagesRead, 'Read Contact Messages'),
                  admin(a.contactMessage.pattern, 'Contact Message'),

                  // Orders and payments
                  admin(a.orders, 'Total Orders'),
                  admin(a.order.pattern, 'Order Details'),
                  admin(a.orderAlias.pattern, 'Order Details'),
                  admin(a.ordersPending, 'Pending Orders Dashboard'),
                  admin(a.ordersAccepted, 'Accepted Orders'),
                  admin(a.ordersCancelled, 'Cancelled Orders'),
                  admin(a.ordersDelivered, 'Delivered Orders'),
                  admin(a.paymentsPending, 'Pending Payments'),
                  admin(a.paymentsReceived, 'Payment Received'),
                  admin(a.paymentsCancelled, 'Cancelled Payments'),
                  admin(a.paymentsRefunded, 'Refunded Payments'),
                  admin(a.suppressions, 'Suppressions'),

                  // Lead data (Find Leads)
                  admin(a.leads, 'Leads'),
                  admin(a.lead.pattern, 'Edit Lead'),
                  admin(a.leadImports, 'Lead Imports'),
                  admin(a.newLeadImport, 'New Lead Import'),
                  admin(a.leadImport.pattern, 'Lead Import'),
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
