import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contractRoutes';
import type { UploadsService } from './uploads.service';
import { readUploadForm } from './uploadForm';

export function uploadsRoutes(app: FastifyInstance, service: UploadsService): void {
  // The access rule (signed in) is checked before a byte of the multipart body is read.
  route(app, 'POST /uploadFile', async ({ user, request }) => service.upload(user, await readUploadForm(request)));
  route(app, 'POST /deleteFile', ({ user, body }) => service.remove(user, body.url));
  route(app, 'POST /upload/signedUrlS3', ({ user, body }) => service.signedUrl(user, body));
}
