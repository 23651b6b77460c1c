import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, type ReadStream } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { RECEIPT_MAX_BYTES } from '@wheelhouse/contracts/fiat';
import {
  base64Body,
  decodeBase64,
  sniffMediaType,
  validateUploadedFileContent,
} from '@wheelhouse/contracts/fiat-rules';
import type { Database } from './db/client';
import { storedFiles } from './db/schema';
import { AppError } from './errors';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type StoredFilePurpose = StoredFileRow['purpose'];

/**
 * Body limit of a route that carries one inline file: the largest receipt in base64 (4/3 of its
 * bytes) plus room for the other fields. The app's default body limit is far smaller.
 */
export const UPLOAD_BODY_LIMIT_BYTES = Math.ceil((RECEIPT_MAX_BYTES * 4) / 3) + 64 * 1024;

export interface UploadInput {
  userId: number;
  purpose: StoredFilePurpose;
  /** The display name the player typed (a receipt's payer name is stored by the caller). */
  name?: string;
  fileName: string;
  /** Base64, with or without a data: URL prefix. */
  fileContent: string;
  /** The request field the file came in, for the error's `fields` key (default `fileContent`). */
  field?: string;
}

/** True when `child` is `parent` or lies inside it. */
function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * Uploaded files (receipts, dispute images): checked by content, not by name (JPEG, PNG, WebP or
 * PDF by their first bytes, the contracts' sniffMediaType), at most RECEIPT_MAX_BYTES decoded,
 * written under a random 128-bit name in `dir` (FILES_DIR; created here, refused when it lies
 * inside the web build, so no upload is ever served as a static file) and recorded in
 * `stored_files` as the uploader's. Reads are scoped: `ownedBy` for the player, `byId` for staff.
 *
 * The file is written before its row; a transaction that rolls back afterwards leaves an
 * unreferenced file under a random name, which no route can reach.
 */
export function fileStore(deps: { db: Database; dir: string; webDist?: string }) {
  const dir = path.resolve(deps.dir);
  if (deps.webDist && isInside(dir, path.resolve(deps.webDist)))
    throw new Error(`FILES_DIR (${dir}) must not lie inside the web build (${deps.webDist})`);
  let ready = false;
  const ensureDir = () => {
    if (ready) return;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    ready = true;
  };

  return {
    dir,
    /** Creates the directory now (boot) rather than on the first upload. */
    ensureDir,

    /**
     * Validates, writes and records one upload through `executor` (the caller's transaction).
     * 400 validation_error with `fields[field]`: Validation.required (missing or empty),
     * Validation.file_too_large {max}, Validation.invalid_file_type (not base64, or not one of
     * the four types by content, whatever its name says).
     */
    async saveUpload(input: UploadInput, executor: Database = deps.db): Promise<StoredFileRow> {
      const field = input.field ?? 'fileContent';
      const invalid = validateUploadedFileContent(input.fileName, input.fileContent);
      if (invalid) throw new AppError('validation_error', { fields: { [field]: invalid } });
      const bytes = decodeBase64(base64Body(input.fileContent));
      const mediaType = bytes ? sniffMediaType(bytes) : null;
      if (!bytes || !mediaType)
        throw new AppError('validation_error', {
          fields: { [field]: { key: 'Validation.invalid_file_type' } },
        });
      ensureDir();
      const storageName = randomBytes(16).toString('hex');
      const target = path.join(dir, storageName);
      await writeFile(target, bytes, { flag: 'wx', mode: 0o600 });
      try {
        const [row] = await executor
          .insert(storedFiles)
          .values({
            id: `file_${randomBytes(12).toString('hex')}`,
            userId: input.userId,
            purpose: input.purpose,
            mediaType,
            sizeBytes: bytes.byteLength,
            originalName: input.fileName.trim().slice(0, 255),
            storageName,
            sha256: createHash('sha256').update(bytes).digest('hex'),
          })
          .returning();
        if (!row) throw new Error('stored file insert returned nothing');
        return row;
      } catch (error) {
        await unlink(target).catch(() => undefined);
        throw error;
      }
    },

    /** The player's own file; undefined for anyone else's. */
    async ownedBy(userId: number, id: string): Promise<StoredFileRow | undefined> {
      const [row] = await deps.db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.id, id), eq(storedFiles.userId, userId)))
        .limit(1);
      return row;
    },

    /** Any file (staff). */
    async byId(id: string): Promise<StoredFileRow | undefined> {
      const [row] = await deps.db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
      return row;
    },

    /** The stored bytes of a row (a stream; the caller sends it). */
    open(row: StoredFileRow): ReadStream {
      return createReadStream(path.join(dir, row.storageName));
    },
  };
}

export type FileStore = ReturnType<typeof fileStore>;

/** The headers a stored file is sent with: its sniffed type, as a download, never sniffed again. */
export function storedFileHeaders(row: StoredFileRow): Record<string, string> {
  const extension =
    { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' }[
      row.mediaType
    ] ?? 'bin';
  return {
    'content-type': row.mediaType,
    'content-length': String(row.sizeBytes),
    'content-disposition': `attachment; filename="${row.id}.${extension}"`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  };
}
