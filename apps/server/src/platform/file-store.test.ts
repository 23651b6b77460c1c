import { describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { fileStore, storedFileHeaders, type StoredFileRow } from './file-store';

const noDatabase = {} as Database;

describe('file store', () => {
  it('refuses a files directory inside the web build, so no upload is served as a static file', () => {
    expect(() =>
      fileStore({ db: noDatabase, dir: '/srv/web/dist/files', webDist: '/srv/web/dist' }),
    ).toThrow(/must not lie inside the web build/);
    expect(() =>
      fileStore({ db: noDatabase, dir: '/srv/web/dist', webDist: '/srv/web/dist' }),
    ).toThrow();
    expect(
      fileStore({ db: noDatabase, dir: '/srv/data/files', webDist: '/srv/web/dist' }).dir,
    ).toBe('/srv/data/files');
  });

  it('refuses what is not a receipt before touching the disk or the database', async () => {
    const store = fileStore({ db: noDatabase, dir: '/nonexistent/never-created' });
    const cases: Array<[string, string, string]> = [
      ['r.jpg', Buffer.from('plain text').toString('base64'), 'Validation.invalid_file_type'],
      ['r.png', 'not base64 at all!', 'Validation.invalid_file_type'],
      ['r.png', '', 'Validation.required'],
      ['', 'iVBORw0KGgo=', 'Validation.required'],
    ];
    for (const [fileName, fileContent, key] of cases)
      await expect(
        store.saveUpload({
          userId: 1,
          purpose: 'dispute',
          fileName,
          fileContent,
          field: 'image.fileContent',
        }),
      ).rejects.toMatchObject({
        code: 'validation_error',
        fields: { 'image.fileContent': { key } },
      });
  });

  it('sends a file as a download with its recognised type, never to be sniffed again', () => {
    const row = {
      id: 'file_abc',
      mediaType: 'application/pdf',
      sizeBytes: 1234,
    } as StoredFileRow;
    expect(storedFileHeaders(row)).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': '1234',
      'content-disposition': 'attachment; filename="file_abc.pdf"',
      'x-content-type-options': 'nosniff',
    });
  });
});
