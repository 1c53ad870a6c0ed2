// The office's picture calls against answers the contract allows, through the real client:
// the file leaves as the multipart field `file`, the answers are read as the contract spells them.
import { describe, expect, it } from 'vitest';
import { serveContract } from '../test/serve-contract.js';

const url = `/api/images/${'a'.repeat(64)}.webp`;
const business = {
  id: 1,
  legal_name: { en: 'Lamaa Car Care LLC', ar: 'لمعة للعناية بالسيارات' },
  address: 'Al Quoz 3, Dubai',
  trn: null,
  vat_registered: false,
  prices_include_vat: false,
  logo_url: url,
};
const picture = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

describe('office picture calls', () => {
  it('uploads a catalogue picture as the form field file and reads its URL and size', async () => {
    const { api, server } = serveContract([
      ['POST', '/office/images', '/office/images', 201, { data: { url, width: 640, height: 360 } }],
    ]);
    expect((await api.uploadOfficeImage(picture())).data).toEqual({ url, width: 640, height: 360 });
    const sent = server.last();
    expect(sent.method).toBe('POST');
    expect(sent.form?.get('file')).toBeInstanceOf(Blob);
  });

  it('sets and removes the logo, reading the business each time', async () => {
    const { api, server } = serveContract([
      ['PUT', '/office/business/logo', '/office/business/logo', 200, { data: business }],
      [
        'DELETE',
        '/office/business/logo',
        '/office/business/logo',
        200,
        { data: { ...business, logo_url: null } },
      ],
    ]);
    expect((await api.setOfficeBusinessLogo(picture())).data?.logo_url).toBe(url);
    expect(server.last().form?.get('file')).toBeInstanceOf(Blob);
    expect((await api.removeOfficeBusinessLogo()).data?.logo_url).toBeNull();
    expect(server.last().method).toBe('DELETE');
  });

  it('hands back the refusal of a picture that does not decode', async () => {
    const { api } = serveContract([
      [
        'POST',
        '/office/images',
        '/office/images',
        422,
        { code: 'image.undecodable', message: 'The picture could not be read.' },
      ],
    ]);
    const result = await api.uploadOfficeImage(picture());
    expect(result.error?.kind === 'http' && result.error.body.code).toBe('image.undecodable');
  });
});
