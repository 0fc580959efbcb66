import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { API_PREFIX } from '../../src/shared/api/client';
import { DOCS_PATH, OPENAPI_PATH } from '../../src/server/plugins/openapi';

/**
 * Holds every answer the API suite receives to the OpenAPI document the server serves: its
 * status must be one the operation documents, and its JSON body must follow the schema
 * documented for that status (JSON Schema 2020-12, checked with Ajv). An answer that does not is
 * an error thrown from `app.inject`, so the test that made the request fails, naming the
 * operation and what differs.
 */

interface Operation {
  readonly responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
}

export interface Document {
  readonly paths: Record<string, Record<string, Operation>>;
}

/** One document per process: every test app serves the same one. */
let checker: Promise<ResponseChecker> | undefined;

const pointer = (...keys: string[]) => keys.map((k) => `/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

export class ResponseChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false, unicodeRegExp: false });
  private readonly validators = new Map<string, ValidateFunction>();
  /** The document's paths by number of segments, the literal ones first (as the router prefers them). */
  private readonly templates: { path: string; segments: string[] }[];

  constructor(private readonly doc: Document) {
    addFormats(this.ajv);
    this.ajv.addSchema(doc, 'openapi.json');
    this.templates = Object.keys(doc.paths)
      .map((path) => ({ path, segments: path.split('/') }))
      .sort((a, b) => rank(a.segments).localeCompare(rank(b.segments)));
  }

  /** The documented path an URL's path falls on, as the router would choose it. */
  private templateOf(path: string): string | undefined {
    const segments = path.split('/');
    return this.templates.find(
      (t) =>
        t.segments.length === segments.length &&
        t.segments.every((s, i) => (s.startsWith('{') ? segments[i] !== '' : s === segments[i])),
    )?.path;
  }

  /** What is wrong with an answer, or null when the document says it right. */
  problemOf(method: string, url: string, res: LightMyRequestResponse): string | null {
    const path = decodeURI(url.split('?')[0] ?? url);
    if (!path.startsWith(`${API_PREFIX}/`) || path === OPENAPI_PATH || path.startsWith(DOCS_PATH)) return null;
    const template = this.templateOf(path);
    const operation = template ? this.doc.paths[template]?.[method.toLowerCase()] : undefined;
    // No such operation: the router's own 404 and 405 (docs/api.md, Errors), not the document's.
    if (!template || !operation) return null;
    const status = String(res.statusCode);
    const documented = operation.responses[status];
    const where = `${method} ${template} answered ${status}`;
    if (!documented) return `${where}, which the document does not list for it: ${res.body.slice(0, 300)}`;
    const type = String(res.headers['content-type'] ?? '');
    if (!type.startsWith('application/json')) return null;
    const validate = this.validatorOf(template, method.toLowerCase(), status, documented.$ref);
    if (!validate) return null;
    if (validate(res.json())) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 3)
      .map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
      .join('; ');
    return `${where} with a body the document does not describe: ${errors}. Body: ${res.body.slice(0, 300)}`;
  }

  private validatorOf(template: string, method: string, status: string, ref?: string): ValidateFunction | undefined {
    const at = ref
      ? `${ref.slice(1)}/content/application~1json/schema`
      : pointer('paths', template, method, 'responses', status, 'content', 'application/json', 'schema');
    let validate = this.validators.get(at);
    if (!validate) {
      validate = this.ajv.getSchema(`openapi.json#${at}`);
      if (validate) this.validators.set(at, validate);
    }
    return validate;
  }
}

/** Literal segments sort before parameters, so `/orders/me` is found before `/orders/{id}`. */
const rank = (segments: string[]) => segments.map((s) => (s.startsWith('{') ? '1' : '0')).join('');

/**
 * Makes `app.inject` check each answer against the document (see above). Called by
 * `createTestApp` on every app the API suite builds.
 */
export async function checkResponsesAgainstDocument(app: FastifyInstance): Promise<void> {
  const inject = app.inject.bind(app);
  checker ??= inject({ method: 'GET', url: OPENAPI_PATH }).then((res) => new ResponseChecker(res.json<Document>()));
  const check = await checker;
  const checked = async (options: InjectOptions | string): Promise<LightMyRequestResponse> => {
    const res = await inject(options);
    const { method = 'GET', url = '' } = typeof options === 'string' ? { url: options } : options;
    const full = typeof url === 'string' ? url : `${url.pathname ?? ''}`;
    const problem = check.problemOf(String(method), full, res);
    if (problem) throw new Error(`The answer differs from the OpenAPI document: ${problem}`);
    return res;
  };
  app.inject = checked as FastifyInstance['inject'];
}
