import {
  CheckoutFields,
  type DiscountQuote,
  type Package,
  SEGMENT_SHORT,
  vatIdRule,
} from '@leadvault/contract';
import { type ComponentProps, useId } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { PlainSelectField, PlainTextAreaField } from '@/components/kit/plain-fields';
import { formField } from '@/components/kit/storefront-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { useCreateOrder } from '../api/create-order';
import { useCountries } from '../api/get-countries';
import { DiscountCodeField } from './discount-code-field';
import { LockIcon } from './icons';

/** The billing details; the package comes from the page, never from the form. */
const CheckoutFormSchema = CheckoutFields.omit({ packageId: true, discountCode: true }).superRefine(
  vatIdRule,
);
type CheckoutFormInput = z.input<typeof CheckoutFormSchema>;

const FIELDS = new Set<string>([
  'customerName',
  'address',
  'cityName',
  'countryName',
  'companyName',
  'vatId',
  'customerWebsite',
  'customerNote',
]);

/** Puts the server's field errors (400 `details: [{ field, message }]`) under their fields. */
function showFieldErrors(
  form: UseFormReturn<CheckoutFormInput, unknown, unknown>,
  error: unknown,
): boolean {
  if (!isApiError(error) || !Array.isArray(error.details)) return false;
  let shown = false;
  for (const detail of error.details as Array<{ field?: unknown; message?: unknown }>) {
    if (typeof detail.field === 'string' && FIELDS.has(detail.field)) {
      form.setError(detail.field as FieldPath<CheckoutFormInput>, {
        message: typeof detail.message === 'string' ? detail.message : 'Check this field.',
      });
      shown = true;
    }
  }
  return shown;
}

export function CheckoutForm({
  plan,
  discount,
  onDiscountChange,
}: {
  plan: Package;
  /** The code applied with 'Apply' (priced by the server), sent with the order. */
  discount: DiscountQuote | undefined;
  onDiscountChange: (quote: DiscountQuote | undefined) => void;
}) {
  const navigate = useNavigate();
  const { profile, user } = useAuth();
  const countries = useCountries();
  const createOrder = useCreateOrder();
  const form = useZodForm(CheckoutFormSchema, {
    defaultValues: {
      customerName: profile?.userName || user?.name || '',
      address: '',
      cityName: '',
      countryName: '',
      companyName: '',
      vatId: '',
      customerWebsite: '',
      customerNote: '',
      includeOwned: false,
    },
  });
  const { errors } = form.formState;

  return (
    <Form
      form={form}
      aria-labelledby="billing-heading"
      className="space-y-6"
      onSubmit={(values) =>
        createOrder.mutate(
          // Only a segment package can leave out contacts the buyer already has.
          {
            ...values,
            includeOwned: plan.segment ? values.includeOwned : undefined,
            packageId: plan._id,
            discountCode: discount?.code,
          },
          {
            // A code that paid it all completes the order at once: nothing to pay at PayPal.
            onSuccess: (order) =>
              navigate(
                order.paymentStatus === 'Received'
                  ? paths.receivedPayment(order._id, order.paymentId)
                  : paths.payNow(order._id),
              ),
            onError: (error) => {
              showFieldErrors(form, error);
            },
          },
        )
      }
    >
      <div>
        <h2 id="billing-heading" className="text-lg font-semibold text-slate-900">
          Billing details
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          These appear on your order. Fields marked optional can be left empty.
        </p>
      </div>

      {createOrder.isError ? <OrderError error={createOrder.error} /> : null}

      <TextField label="Full Name" autoComplete="name" {...formField(form, 'customerName')} />
      <TextField
        label="Address"
        autoComplete="street-address"
        placeholder="Street and number"
        {...formField(form, 'address')}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="City" autoComplete="address-level2" {...formField(form, 'cityName')} />
        <PlainSelectField
          label="Country"
          chevron
          autoComplete="country-name"
          error={
            errors.countryName?.message ??
            (countries.isError ? 'The country list could not be loaded.' : undefined)
          }
          hint={countries.isPending ? 'Loading countries...' : undefined}
          {...form.register('countryName')}
        >
          <option value="" disabled>
            Select your country
          </option>
          {countries.data?.map(({ name }) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </PlainSelectField>
      </div>
      {countries.isError ? (
        <Button variant="secondary" size="sm" onClick={() => void countries.refetch()}>
          Reload the country list
        </Button>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Company (optional)"
          autoComplete="organization"
          hint="Printed on your invoice."
          {...formField(form, 'companyName')}
        />
        <TextField
          label="VAT ID (optional)"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. DE136695976"
          hint="Checked against your country's format."
          {...formField(form, 'vatId')}
        />
      </div>
      <TextField
        label="Website (optional)"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://yourcompany.com"
        {...formField(form, 'customerWebsite')}
      />
      <PlainTextAreaField
        label="Note (optional)"
        rows={3}
        controlClassName="min-h-24"
        placeholder="Anything we should know about your order?"
        {...formField(form, 'customerNote')}
      />

      {plan.segment ? <IncludeOwnedField {...form.register('includeOwned')} /> : null}

      <DiscountCodeField packageId={plan._id} applied={discount} onChange={onDiscountChange} />

      <div className="border-t border-slate-100 pt-6">
        <Button
          type="submit"
          size="lg"
          fullWidth
          isLoading={createOrder.isPending}
          loadingText="Placing your order..."
          icon={<LockIcon className="size-4" />}
        >
          {discount?.total === 0 ? 'Complete Order' : 'Proceed to Payment'}
        </Button>
        <p className="mt-3 text-center text-xs text-slate-500">
          {discount?.total === 0
            ? 'Your discount code covers the whole price: nothing is charged.'
            : 'Next you pay securely with PayPal. Nothing is charged until you approve the payment.'}
        </p>
      </div>
    </Form>
  );
}

/** Why the order was refused; a segment short of new contacts for this buyer says so plainly. */
function OrderError({ error }: { error: Error }) {
  const short = isApiError(error) && error.code === SEGMENT_SHORT;
  return (
    <Alert
      variant="error"
      title={short ? 'Not enough new contacts for you' : 'Your order could not be placed.'}
    >
      {error.message}
    </Alert>
  );
}

/** The segment buyer's choice to also get contacts they already bought in earlier packages. */
function IncludeOwnedField(props: ComponentProps<'input'>) {
  const hintId = useId();
  return (
    <div className="flex gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3.5">
      <input
        type="checkbox"
        id={`${hintId}-box`}
        aria-describedby={hintId}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-400 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
        {...props}
      />
      <div className="min-w-0 text-sm">
        <label htmlFor={`${hintId}-box`} className="font-medium text-slate-900">
          Also include contacts I already bought in earlier packages
        </label>
        <p id={hintId} className="mt-0.5 text-slate-600">
          By default we leave them out, so every contact in your files is new to you.
        </p>
      </div>
    </div>
  );
}
