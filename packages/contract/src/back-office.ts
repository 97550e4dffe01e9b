import { z } from 'zod';
import { ContactMessage } from './content.ts';
import { MESSAGE_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from './content-fields.ts';
import { emailField } from './email.ts';
import { OrderListQuery } from './orders.ts';
import { Profile } from './profile.ts';
import { TEXT_MAX, text } from './text.ts';

// The back office's inputs and answers (orders, sales, dashboard, staff users, credits,
// contact messages, payment setting, e-mail template). Lists that page answer
// `{ items, total, page, limit }`.

const pageNumber = z.coerce.number().int().min(1).optional();
const pageLimit = (max: number) => z.coerce.number().int().min(1).max(max).optional();

const requiredText = (label: string, message: string, max: number) =>
  text({ label, max, required: message });

// -- orders --------------------------------------------------------------------------------

export const PAYMENT_STATUS_MESSAGE =
  'Payment status must be one of Received, Pending, Cancelled or Refunded.';
export const ORDER_STATUS_MESSAGE =
  'Order status must be one of Accepted, Pending, Cancelled or Delivered.';

/**
 * `PUT /api/order/:id`: the admin's order form. Only the spec's values are accepted; a field
 * left out keeps its value (an order Completed by its payment keeps that status unless the admin
 * picks another one).
 */
export const UpdateOrderInput = z
  .object({
    paymentStatus: z.enum(PAYMENT_STATUSES, { error: PAYMENT_STATUS_MESSAGE }).optional(),
    orderStatus: z.enum(ORDER_STATUSES, { error: ORDER_STATUS_MESSAGE }).optional(),
  })
  .refine((value) => value.paymentStatus !== undefined || value.orderStatus !== undefined, {
    message: 'Choose a payment status or an order status.',
  });
export type UpdateOrderInput = z.infer<typeof UpdateOrderInput>;

/** `GET /api/orders/export`: the same filter as the list, without paging. */
export const OrderExportQuery = OrderListQuery.pick({
  paymentStatus: true,
  orderStatus: true,
  q: true,
});
export type OrderExportQuery = z.infer<typeof OrderExportQuery>;

/** `GET /api/orders/total-sales`: the sum of every Received order, in dollars. */
export const SalesTotal = z.object({ totalSales: z.number(), orders: z.number().int() });
export type SalesTotal = z.infer<typeof SalesTotal>;

// -- dashboard -----------------------------------------------------------------------------

export const SALES_CHART_DAYS = 30;

/** One day of the sales chart: Received amounts by the day they were paid (UTC). */
export const SalesDay = z.object({
  /** yyyy-mm-dd */
  date: z.string(),
  amount: z.number(),
  orders: z.number().int(),
});
export type SalesDay = z.infer<typeof SalesDay>;

/**
 * `GET /api/dashboard` (Admin or Manager). The counts of the Admin-only screens are present only
 * for Admins; a Manager gets the sales chart and the template count.
 */
export const DashboardStats = z.object({
  packages: z.number().int().optional(),
  orders: z
    .object({
      total: z.number().int(),
      pendingOrders: z.number().int(),
      pendingPayments: z.number().int(),
    })
    .optional(),
  unreadMessages: z.number().int().optional(),
  users: z.number().int().optional(),
  emailTemplateVersions: z.number().int(),
  sales: z.object({
    days: z.array(SalesDay),
    /** Sum of the days, in dollars. */
    total: z.number(),
  }),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

// -- staff users ---------------------------------------------------------------------------

/**
 * A person on the staff list. `hasAccount`: someone has signed up with the e-mail;
 * `emailVerified`: that account's owner proved the address. The role applies only then.
 */
export const StaffUser = z.object({
  _id: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  userRole: z.enum(['Admin', 'Manager']),
  hasAccount: z.boolean(),
  emailVerified: z.boolean(),
});
export type StaffUser = z.infer<typeof StaffUser>;

/**
 * What was mailed to a staff address: `verification` (its account must confirm the address),
 * `invitation` (no account yet: sign up with it), `none` (already verified), `failed` (the
 * mail could not be sent; resend it later).
 */
export const StaffInvitation = z.enum(['verification', 'invitation', 'none', 'failed']);
export type StaffInvitation = z.infer<typeof StaffInvitation>;

/** The answer of `POST /api/add-user` and `PUT /api/user/:id`: the row and what was mailed. */
export const SavedStaffUser = StaffUser.extend({ invitation: StaffInvitation });
export type SavedStaffUser = z.infer<typeof SavedStaffUser>;

/** The answer of `POST /api/user/:id/resend-invitation`. */
export const ResendInvitationResult = z.object({
  invitation: z.enum(['verification', 'invitation']),
});
export type ResendInvitationResult = z.infer<typeof ResendInvitationResult>;

/** `POST /api/add-user` and `PUT /api/user/:id`. */
export const StaffUserInput = z.object({
  userName: requiredText('User Name', "Enter the user's name.", TEXT_MAX.name),
  userEmail: emailField({
    label: 'User Email',
    required: "Enter the user's e-mail address.",
    invalid: 'Enter a valid e-mail address, like name@example.com.',
  }),
  userRole: z.enum(['Admin', 'Manager'], { error: 'Choose a role: Admin or Manager.' }),
});
export type StaffUserInput = z.infer<typeof StaffUserInput>;

// -- profiles and credits ------------------------------------------------------------------

export const PROFILE_PAGE_SIZE = 10;
export const MAX_CREDITS = 1_000_000;
export const CREDITS_MESSAGE = 'Credits must be a whole number from 0 to 1,000,000.';

/** `GET /api/profiles?name=&email=&page=&limit=`: case-insensitive "contains" on both. */
export const ProfileListQuery = z.object({
  name: text({ label: 'Name', max: TEXT_MAX.name }).optional(),
  email: text({ label: 'Email', max: TEXT_MAX.email }).optional(),
  page: pageNumber,
  limit: pageLimit(100),
});
export type ProfileListQuery = z.infer<typeof ProfileListQuery>;

export const ProfilePage = z.object({
  items: z.array(Profile),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ProfilePage = z.infer<typeof ProfilePage>;

export const ProfileListResponse = z.union([z.array(Profile), ProfilePage]);

/** `PUT /api/update-credit/:id`: the new balance (a number box may send text) and why. */
export const UpdateCreditInput = z.object({
  userPoint: z
    .union(
      [
        z.number({ error: CREDITS_MESSAGE }),
        z
          .string({ error: CREDITS_MESSAGE })
          .trim()
          .regex(/^\d+$/, CREDITS_MESSAGE)
          .transform(Number),
      ],
      { error: CREDITS_MESSAGE },
    )
    .pipe(
      z.number().int(CREDITS_MESSAGE).min(0, CREDITS_MESSAGE).max(MAX_CREDITS, CREDITS_MESSAGE),
    ),
  reason: text({ label: 'Reason', max: TEXT_MAX.short }).optional().default(''),
});
export type UpdateCreditInput = z.infer<typeof UpdateCreditInput>;

// -- contact messages ----------------------------------------------------------------------

/** The unread and read lists; the all-messages view on the dashboard shows 5 a page. */
export const CONTACT_PAGE_SIZE = 10;
export const CONTACT_ALL_VIEW_PAGE_SIZE = 5;

/** `unread` is every message not marked Read (the public form's `pending` included). */
export const ContactMessageListQuery = z.object({
  status: z.enum(['unread', 'read']).optional(),
  page: pageNumber,
  limit: pageLimit(100),
});
export type ContactMessageListQuery = z.infer<typeof ContactMessageListQuery>;

export const ContactMessagePage = z.object({
  items: z.array(ContactMessage),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ContactMessagePage = z.infer<typeof ContactMessagePage>;

export const ContactMessageListResponse = z.union([z.array(ContactMessage), ContactMessagePage]);

/** `PUT /api/contact-message/:id` */
export const UpdateContactMessageInput = z.object({
  messageStatus: z.enum(MESSAGE_STATUSES, { error: 'Message status must be Read or UnRead.' }),
});
export type UpdateContactMessageInput = z.infer<typeof UpdateContactMessageInput>;

/** `POST /api/contact-message/:id/reply`: an e-mail to the sender. */
export const ContactReplyInput = z.object({
  subject: requiredText('Subject', 'Enter a subject for your reply.', TEXT_MAX.title),
  message: requiredText('Message', 'Enter your reply.', TEXT_MAX.reply),
});
export type ContactReplyInput = z.infer<typeof ContactReplyInput>;

export const ContactReplyResult = z.object({ sentTo: z.string(), message: ContactMessage });
export type ContactReplyResult = z.infer<typeof ContactReplyResult>;

// -- payment setting -----------------------------------------------------------------------

/**
 * `GET /api/admin/payments`: the stored client id (`email`, the spec's name) beside the one
 * checkout really uses, which must belong to the same PayPal app as the server's secret
 * (docs/decisions/007-payment-client-id.md).
 */
export const AdminPaymentSetting = z.object({
  _id: z.string(),
  email: z.string(),
  /** The client id checkout loads PayPal with; '' when payments are off. */
  activeClientId: z.string(),
  mode: z.enum(['paypal', 'sandbox', 'off']),
  /** True when the stored id is the one checkout uses. */
  inUse: z.boolean(),
});
export type AdminPaymentSetting = z.infer<typeof AdminPaymentSetting>;
