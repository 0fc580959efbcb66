import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { UPLOAD_PAGE_PREFIX } from '../../../shared/api/endpoints/fileLinks';
import { MAX_UPLOAD_FILES, UPLOAD_TEXTS } from '../../../shared/api/uploads';
import { HttpError } from '../../plugins/httpErrors';
import { linkPageHeaders, PAGE_ROUTE } from '../../plugins/linkPage';
import { readMultipartForm, type MultipartSpec } from '../uploads/multipartForm';
import { MULTIPART_LIMITS } from '../uploads/uploadForm';
import type { FileLinksService } from './fileLinks.service';
import { UPLOAD_PAGE_CSP, uploadPageHtml, type PageState } from './uploadPage';

/** The page's form: `files`, nothing else. */
const PAGE_FORM: MultipartSpec = {
  fileField: 'files',
  fieldNames: new Set(),
  limits: MULTIPART_LIMITS,
  texts: {
    notMultipart: 'Send the files with the page’s form.',
    noFile: 'Choose at least one image.',
    tooManyFiles: `Send at most ${MAX_UPLOAD_FILES} files at once.`,
  },
  tooLarge: () => new HttpError(413, UPLOAD_TEXTS.tooLarge),
};

const REFUSAL_STATUS = { unknown: 404, expired: 410, revoked: 410 } as const;

function sendPage(reply: FastifyReply, status: number, state: PageState) {
  return linkPageHeaders(reply, UPLOAD_PAGE_CSP)
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(uploadPageHtml(state));
}

/**
 * The customer's upload page, `/upload/<token>`, outside /api/v1: no account, no script. GET
 * shows the form (or why the link no longer works), POST stores the images as the order's.
 */
export const uploadPageRoutes: FastifyPluginAsync<{ service: FileLinksService }> = async (app, { service }) => {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });

  app.get<{ Params: { token: string } }>(`${UPLOAD_PAGE_PREFIX}:token`, PAGE_ROUTE, async (request, reply) => {
    const { link, refusal, order } = await service.open(request.params.token);
    if (!link || refusal)
      return sendPage(reply, REFUSAL_STATUS[refusal ?? 'unknown'], { kind: 'refused', reason: refusal ?? 'unknown' });
    return sendPage(reply, 200, { kind: 'form', order, expiresAt: link.expiresAt });
  });

  app.post<{ Params: { token: string } }>(`${UPLOAD_PAGE_PREFIX}:token`, PAGE_ROUTE, async (request, reply) => {
    const { link, refusal, order } = await service.open(request.params.token);
    if (!link || refusal) {
      // The body is not read for a link that takes nothing.
      return sendPage(reply, REFUSAL_STATUS[refusal ?? 'unknown'], { kind: 'refused', reason: refusal ?? 'unknown' });
    }
    try {
      const form = await readMultipartForm(request, PAGE_FORM);
      const stored = await service.receive(link, form.files);
      return await sendPage(reply, 200, { kind: 'received', order, count: stored.length });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return sendPage(reply, error.statusCode, { kind: 'error', message: error.message });
    }
  });
};
