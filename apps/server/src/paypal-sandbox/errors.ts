import { randomBytes } from 'node:crypto';
import type { SandboxAnswer } from './shapes.ts';

/** PayPal's error names and messages by HTTP status. */
const ERROR_NAMES: Record<number, [string, string]> = {
  400: [
    'INVALID_REQUEST',
    'Request is not well-formed, syntactically incorrect, or violates schema.',
  ],
  401: [
    'AUTHENTICATION_FAILURE',
    'Authentication failed due to missing authorization header, or invalid authentication credentials.',
  ],
  404: ['RESOURCE_NOT_FOUND', 'The specified resource does not exist.'],
  422: [
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  ],
  500: ['INTERNAL_SERVER_ERROR', 'An internal server error has occurred.'],
};

/** An error PayPal would answer, with its body shape. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly issue?: string,
    readonly description?: string,
    readonly field?: string,
  ) {
    super(description ?? issue ?? `HTTP ${status}`);
  }

  toAnswer(): SandboxAnswer {
    const [name, message] = ERROR_NAMES[this.status] ?? ERROR_NAMES[500] ?? ['ERROR', 'Error'];
    const body: Record<string, unknown> = {
      name,
      message,
      debug_id: randomBytes(7).toString('hex'),
    };
    if (this.issue) {
      body.details = [
        {
          ...(this.field ? { field: this.field, location: 'body' } : {}),
          issue: this.issue,
          description: this.description ?? this.issue,
        },
      ];
      body.links = [
        {
          href: `https://developer.paypal.com/docs/api/orders/v2/#error-${this.issue}`,
          rel: 'information_link',
          method: 'GET',
        },
      ];
    }
    return { status: this.status, body };
  }
}

/** PayPal's descriptions of its issues, word for word as its OpenAPI documents list them. */
const ISSUE_TEXT: Record<string, string> = {
  INSTRUMENT_DECLINED:
    "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  TRANSACTION_REFUSED: 'The request was refused.',
  PAYER_CANNOT_PAY:
    'Payer cannot pay for this transaction. Please contact the payer to find other ways to pay for this transaction.',
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
  // Sic: no space after the first full stop, in PayPal's capture errors.
  ORDER_ALREADY_CAPTURED:
    "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  INVALID_RESOURCE_ID:
    'Specified resource ID does not exist. Please check the resource ID and try again.',
  CAPTURE_FULLY_REFUNDED: 'The capture has already been fully refunded',
  REFUND_NOT_ALLOWED: 'Capture cannot be refunded.',
  REFUND_TIME_LIMIT_EXCEEDED: 'You are over the time limit to perform a refund on this capture',
  REFUND_FAILED_INSUFFICIENT_FUNDS:
    'Capture could not be refunded due to insufficient funds. Please check to see if you have sufficient funds in your PayPal account or if the bank account linked to your PayPal account is verified and has sufficient funds.',
  REFUND_AMOUNT_EXCEEDED:
    'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
  MALFORMED_REQUEST_JSON: 'The request JSON is not well formed.',
  INVALID_PARAMETER_VALUE: 'The value of a field is invalid.',
  INVALID_PARAMETER_SYNTAX: 'The value of a field does not conform to the expected format.',
  INVALID_STRING_LENGTH: 'The value of a field is either too short or too long.',
  MISSING_REQUIRED_PARAMETER: 'A required field / parameter is missing.',
  AMOUNT_MISMATCH:
    'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
  CURRENCY_MISMATCH: 'Currency code should be the same for all the amount fields in the request.',
  CANNOT_BE_ZERO_OR_NEGATIVE:
    'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
};

/** The error PayPal answers for this issue code, with PayPal's own description. */
export const issue = (status: number, code: string, field?: string) =>
  new SandboxError(status, code, ISSUE_TEXT[code] ?? code, field);
