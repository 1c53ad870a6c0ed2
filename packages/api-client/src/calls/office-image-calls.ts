import { runCall } from '../client/run-call.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

/** The picture schemas, loaded beside the first upload, never with the POS. */
const imageSchemas = () => import('../schemas/office-image-schemas.js');
const officeSchemas = () => import('../schemas/office-schemas.js');

/** A form with the one file the upload paths take, in `file`. */
function pictureForm(file: Blob): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** The office's pictures: a catalogue image, the business's logo. */
export function createOfficeImageCalls(client: LamaaFetchClient) {
  return {
    /** POST /office/images (multipart): the picture's URL for a service, package or product. */
    uploadOfficeImage: (file: Blob) =>
      runCall(
        () =>
          client.POST('/office/images', {
            body: { file: '' },
            bodySerializer: () => pictureForm(file),
          }),
        imageSchemas().then((schemas) => schemas.officeImageResponseSchema),
      ),
    /** PUT /office/business/logo (multipart, the owner only): the business with its new logo. */
    setOfficeBusinessLogo: (file: Blob) =>
      runCall(
        () =>
          client.PUT('/office/business/logo', {
            body: { file: '' },
            bodySerializer: () => pictureForm(file),
          }),
        officeSchemas().then((schemas) => schemas.officeBusinessResponseSchema),
      ),
    /** DELETE /office/business/logo (the owner only): the business without a logo. */
    removeOfficeBusinessLogo: () =>
      runCall(
        () => client.DELETE('/office/business/logo', {}),
        officeSchemas().then((schemas) => schemas.officeBusinessResponseSchema),
      ),
  };
}
