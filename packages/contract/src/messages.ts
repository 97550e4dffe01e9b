import { type core, z } from 'zod';

/**
 * Sentences for the zod issues a schema gives no message of its own (a page number that is
 * not a number, an unknown option, a field sent as a list). zod's own wording ("Invalid input:
 * expected number, received string") is written for programmers; these are for the person who
 * sees them beside a field or in a 400's details. The field is named by where the message is
 * shown, so the sentences do not name it.
 *
 * Installed once for the whole process (server and browser) when the contract is imported;
 * a schema's own message still wins.
 */
export function friendlyIssueMessage(issue: core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'Fill in this field.';
      switch (issue.expected) {
        case 'number':
        case 'int':
        case 'bigint':
          return 'Enter a number, like 10.';
        case 'string':
          return 'Enter this as text.';
        case 'boolean':
          return 'Choose yes or no.';
        case 'array':
          return 'Send a list here.';
        case 'object':
          return 'Send the fields as a JSON object.';
        case 'date':
          return 'Enter a date, like 2026-11-22.';
        default:
          return 'This value is not in a form we accept.';
      }
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1 ? 'Fill in this field.' : `Enter at least ${plain(min)} characters.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `Choose at least ${plain(min)}.`;
      }
      return issue.inclusive === false
        ? `Enter a number above ${plain(min)}.`
        : `Enter ${plain(min)} or more.`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `Enter at most ${plain(max)} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Choose at most ${plain(max)}.`;
      return issue.inclusive === false
        ? `Enter a number below ${plain(max)}.`
        : `Enter ${plain(max)} or less.`;
    }
    case 'invalid_format':
      switch (issue.format) {
        case 'email':
          return 'Enter a valid e-mail address, like name@example.com.';
        case 'url':
          return 'Enter a full address starting with https://.';
        case 'uuid':
        case 'guid':
          return 'This id is not one of ours. Open the record from its list.';
        default:
          return 'Check the format of this value.';
      }
    case 'not_multiple_of':
      return `Enter a multiple of ${plain(Number(issue.divisor))}.`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Enter ${String(issue.values[0])}.`
        : `Choose one of: ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return `This form does not take ${issue.keys.length === 1 ? 'the field' : 'the fields'} ${issue.keys.join(', ')}.`;
    case 'invalid_union':
      return 'This value is not in a form we accept.';
    case 'invalid_key':
    case 'invalid_element':
      return 'One of the entries here is not in a form we accept.';
    default:
      return 'Check this value.';
  }
}

const wholeNumber = new Intl.NumberFormat('en-US');
const plain = (value: number) => wholeNumber.format(value);

z.config({ customError: friendlyIssueMessage });

/**
 * zod's default wordings (English locale), for tests that check no schema lets one through
 * to a person.
 */
export const ZOD_DEFAULT_WORDING = [
  /^Invalid input/,
  /^Invalid (option|string|key|element|union|value|type|number|email|URL|UUID|date)/i,
  /^Too (big|small)/,
  /expected .+, received /,
  /^Unrecognized keys?:/,
  /^Required$/,
];
