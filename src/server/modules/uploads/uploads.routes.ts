import type { FastifyInstance } from 'fastify';
import { DELETE_FILE_PATH, UPLOAD_FILE_PATH } from '../../../shared/api/uploads';
import { requireUser } from '../../plugins/auth';
import { deleteFileBody } from './uploads.bodies';
import type { UploadsService } from './uploads.service';
import { readUploadForm } from './uploadForm';

export function uploadsRoutes(app: FastifyInstance, service: UploadsService): void {
  app.post(UPLOAD_FILE_PATH, async (request) => {
    // Signed in before a byte of the body is read.
    const user = requireUser(request);
    return service.upload(user, await readUploadForm(request));
  });
  app.post(DELETE_FILE_PATH, (request) => {
    const user = requireUser(request);
    return service.remove(user, deleteFileBody.parse(request.body).url);
  });
}
