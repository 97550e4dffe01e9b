import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

/**
 * PayPal's own OpenAPI documents (Orders v2, Payments v2, Webhooks v1; see paypal-openapi/)
 * as JSON-schema checks: a request our client sends or an answer the sandbox gives is held
 * against the operation PayPal documents for its method and path.
 */

type Json = Record<string, unknown>;
type Document = { name: string; json: Json };
type Operation = {
  document: Document;
  method: string;
  template: string;
  pattern: RegExp;
  pointer: string;
  spec: Json;
};

const FOLDER = path.join(import.meta.dirname, 'paypal-openapi');
const DOCUMENTS = {
  orders: 'checkout_orders_v2.json',
  payments: 'payments_payment_v2.json',
  webhooks: 'notifications_webhooks_v1.json',
} as const;

// ajv-formats is CommonJS: its default export arrives wrapped under tsx/vitest.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule })
  .default ?? addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

/** JSON pointer of a path of keys, as a URI fragment ajv resolves. */
const pointerOf = (keys: string[]) =>
  keys.map((key) => encodeURIComponent(key.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

export class PayPalContract {
  readonly #ajv: Ajv;
  readonly #operations: Operation[] = [];
  readonly #compiled = new Map<string, ValidateFunction>();
  readonly #documents = new Map<string, Document>();

  constructor() {
    this.#ajv = new Ajv({
      strict: false,
      allErrors: true,
      validateSchema: false,
      // PayPal's patterns are ECMAScript, not Unicode-mode, expressions (its e-mail pattern).
      unicodeRegExp: false,
    });
    // OpenAPI 3.0 speaks a dialect of JSON schema: `nullable` is known to ajv, the rest
    // (`example`, `discriminator`, `x-*`) are notes. PayPal's own formats (ppaas_*) are
    // described by the patterns and lengths beside them.
    addFormats(this.#ajv);
    this.#ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
    for (const [name, file] of Object.entries(DOCUMENTS)) {
      const json = JSON.parse(readFileSync(path.join(FOLDER, file), 'utf8')) as Json;
      for (const format of collectFormats(json)) {
        if (!this.#ajv.formats[format]) this.#ajv.addFormat(format, true);
      }
      const document = { name, json };
      this.#documents.set(name, document);
      this.#ajv.addSchema({ ...json, $id: `paypal:${name}` });
      for (const [template, item] of Object.entries(json.paths as Record<string, Json>)) {
        for (const [method, spec] of Object.entries(item)) {
          if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
          const pattern = new RegExp(
            `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)')}$`,
          );
          this.#operations.push({
            document,
            method: method.toUpperCase(),
            template,
            pattern,
            pointer: pointerOf(['paths', template, method]),
            spec: spec as Json,
          });
        }
      }
    }
  }

  /** PayPal's operation for a method and an API path (`/v2/checkout/orders/ABC/capture`). */
  operation(method: string, apiPath: string): Operation | undefined {
    return this.#operations.find(
      (operation) => operation.method === method.toUpperCase() && operation.pattern.test(apiPath),
    );
  }

  /** What is wrong with a request (path values, headers, body) by PayPal's document. */
  checkRequest(input: {
    method: string;
    path: string;
    headers: Record<string, string>;
    body: unknown;
  }): string[] {
    const operation = this.operation(input.method, input.path);
    if (!operation) return [`PayPal documents no ${input.method} ${input.path}`];
    const problems: string[] = [];
    const names = operation.template.match(/\{([^}]+)\}/g)?.map((name) => name.slice(1, -1));
    const values = operation.pattern.exec(input.path)?.slice(1) ?? [];
    const headers = Object.fromEntries(
      Object.entries(input.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const parameters = (operation.spec.parameters as Json[] | undefined) ?? [];
    parameters.forEach((reference, index) => {
      const parameter = this.#resolve(operation.document, reference);
      const name = String(parameter.name);
      let value: string | undefined;
      if (parameter.in === 'path')
        value = decodeURIComponent(values[names?.indexOf(name) ?? -1] ?? '');
      else if (parameter.in === 'header') value = headers[name.toLowerCase()];
      else return;
      if (value === undefined) {
        if (parameter.required) problems.push(`${parameter.in} ${name} is required`);
        return;
      }
      const keys = ['parameters', String(index)];
      const viaReference = typeof reference.$ref === 'string';
      const schemaPointer = viaReference
        ? `${String(reference.$ref).slice(2)}/schema`
        : `${operation.pointer.slice(0)}/${pointerOf(keys)}/schema`;
      problems.push(
        ...this.#validate(operation.document, schemaPointer, value).map(
          (problem) => `${parameter.in} ${name}: ${problem}`,
        ),
      );
    });
    const requestBody = operation.spec.requestBody as Json | undefined;
    if (requestBody) {
      const resolved = this.#resolve(operation.document, requestBody);
      const content = (resolved.content as Json | undefined)?.['application/json'] as
        | Json
        | undefined;
      if (content?.schema) {
        const base =
          typeof requestBody.$ref === 'string'
            ? String(requestBody.$ref).slice(2)
            : `${operation.pointer}/requestBody`;
        problems.push(
          ...this.#validate(
            operation.document,
            `${base}/content/${pointerOf(['application/json'])}/schema`,
            input.body,
          ).map((problem) => `body${problem}`),
        );
      }
    } else if (input.body !== undefined && input.body !== '') {
      problems.push('PayPal takes no body here');
    }
    return problems;
  }

  /** What is wrong with an answer (by its status) according to PayPal's document. */
  checkResponse(input: { method: string; path: string; status: number; body: unknown }): string[] {
    const operation = this.operation(input.method, input.path);
    if (!operation) return [`PayPal documents no ${input.method} ${input.path}`];
    const responses = operation.spec.responses as Record<string, Json>;
    const key = String(input.status) in responses ? String(input.status) : 'default';
    const response = responses[key];
    if (!response) return [`PayPal documents no ${input.status} answer for ${operation.template}`];
    const base =
      typeof response.$ref === 'string'
        ? String(response.$ref).slice(2)
        : `${operation.pointer}/responses/${key}`;
    const resolved = this.#resolve(operation.document, response);
    const content = (resolved.content as Json | undefined)?.['application/json'] as
      | Json
      | undefined;
    if (!content?.schema) {
      return input.body === undefined || input.body === ''
        ? []
        : [`PayPal documents no body for ${input.status}`];
    }
    return this.#validate(
      operation.document,
      `${base}/content/${pointerOf(['application/json'])}/schema`,
      input.body,
    ).map((problem) => `body${problem}`);
  }

  /** Checks a value against a named schema (`components/schemas/<name>`) of a document. */
  checkSchema(document: keyof typeof DOCUMENTS, schema: string, value: unknown): string[] {
    const found = this.#documents.get(document);
    if (!found) throw new Error(`No PayPal document ${document}`);
    return this.#validate(found, pointerOf(['components', 'schemas', schema]), value).map(
      (problem) => `${schema}${problem}`,
    );
  }

  #resolve(document: Document, value: Json): Json {
    let current = value;
    for (let depth = 0; typeof current.$ref === 'string' && depth < 10; depth += 1) {
      const keys = String(current.$ref).slice(2).split('/');
      let target: unknown = document.json;
      for (const key of keys) {
        target = (target as Json)[key.replace(/~1/g, '/').replace(/~0/g, '~')];
      }
      current = target as Json;
    }
    return current;
  }

  #validate(document: Document, pointer: string, value: unknown): string[] {
    const ref = `paypal:${document.name}#/${pointer}`;
    let validate = this.#compiled.get(ref);
    if (!validate) {
      validate = this.#ajv.compile({ $ref: ref });
      this.#compiled.set(ref, validate);
    }
    if (validate(value)) return [];
    // An `anyOf` of PayPal's error variants fails every variant: say so once, not per variant.
    const errors = validate.errors ?? [];
    const alternatives = errors
      .filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf')
      .map((error) => `${error.schemaPath}/`);
    return errors
      .filter((error) => !alternatives.some((prefix) => error.schemaPath.startsWith(prefix)))
      .map(
        (error) =>
          `${error.instancePath || ''} ${error.message ?? 'is not valid'}${
            error.keyword === 'anyOf' || error.keyword === 'oneOf'
              ? `: ${JSON.stringify(valueAt(value, error.instancePath))?.slice(0, 300)}`
              : ''
          }${
            error.params && Object.keys(error.params).length > 0
              ? ` (${JSON.stringify(error.params)})`
              : ''
          }`,
      );
  }
}

function collectFormats(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) collectFormats(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'format' && typeof item === 'string') found.add(item);
      else collectFormats(item, found);
    }
  }
  return found;
}

/** The part of a value a JSON pointer (`/details/0`) names. */
function valueAt(value: unknown, pointer: string): unknown {
  let current = value;
  for (const key of pointer.split('/').slice(1)) {
    current = (current as Record<string, unknown> | undefined)?.[
      key.replace(/~1/g, '/').replace(/~0/g, '~')
    ];
  }
  return current;
}
