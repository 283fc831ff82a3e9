import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client';
import { appSecret } from '../../lib/app-secrets';
import { declaredImageType, detectImageType } from './image-type';
import {
  CONTENT_TYPE_OF_FILE_TYPE,
  EXTENSION_OF_CONTENT_TYPE,
  type ImageContentType,
  type Storage,
  UPLOAD_LINK_TTL_MS,
} from './storage';
import { isValidUploadSignature, signUpload } from './upload-signing';
import {
  findUploadedFile,
  findUploadTicket,
  insertUploadTicket,
  storeUploadedFile,
} from './upload-tickets.repository';

export interface LocalStorageOptions {
  db: Db;
  now: () => Date;
  /** Files uploaded before they were kept in the database are read from `<dataDir>/uploads/<key>`. */
  dataDir: string;
  /** UPLOAD_SIGNING_SECRET; unset: the product's own secret in the database (ADR 0029). */
  secret?: string | undefined;
}

export type ReceiveResult =
  | { ok: true; contentType: ImageContentType }
  | { ok: false; reason: 'used' | 'expired' | 'unsupported_type' }
  | { ok: false; reason: 'content_mismatch'; declared: ImageContentType };

/**
 * The local default: links signed by this server, one PUT each, files kept in the database
 * (`uploaded_files`), so that every process of a deployment serves every file with no setting
 * (ADR 0029). S3 takes over for large deployments.
 */
export interface LocalStorage extends Storage {
  readonly kind: 'local';
  /** Signature and expiry of a PUT link; cheap, checked before the body is read. */
  isLinkValid(key: string, expires: number, signature: string): Promise<boolean>;
  /** Stores the bytes once, if they are the image type the request declares. */
  receive(key: string, declaredContentType: string | undefined, bytes: Buffer): Promise<ReceiveResult>;
  read(key: string): Promise<{ bytes: Buffer; contentType: ImageContentType } | null>;
}

// Random hex plus an image extension: nothing a caller sends can point outside the folder.
const KEY_PATTERN = /^[a-f0-9]{32}\.(?:jpg|png|webp|gif)$/;
export const isUploadKey = (key: string) => KEY_PATTERN.test(key);

/** Whether this server must answer the upload links itself (the local default). */
export function isLocalStorage(storage: Storage): storage is LocalStorage {
  return storage.kind === 'local' && 'receive' in storage;
}

export function createLocalStorage(options: LocalStorageOptions): LocalStorage {
  const { db, now } = options;
  const secret = () => (options.secret ? Promise.resolve(options.secret) : appSecret(db, 'upload-signing'));
  const legacyFolder = path.resolve(options.dataDir, 'uploads');

  return {
    kind: 'local',

    async createUpload({ ownerKind, ownerId, fileType }) {
      const contentType = CONTENT_TYPE_OF_FILE_TYPE[fileType];
      const key = `${randomBytes(16).toString('hex')}.${EXTENSION_OF_CONTENT_TYPE[contentType]}`;
      const expires = Math.floor((now().getTime() + UPLOAD_LINK_TTL_MS) / 1000);
      await insertUploadTicket(db, {
        key,
        ownerKind,
        ownerId,
        contentType,
        expiresAt: new Date(expires * 1000),
      });
      // Paths on this server, not absolute addresses: the browser PUTs to, and shows the
      // picture from, whatever address it opened the site at (its CSP allows only 'self'),
      // with no PUBLIC_URL to set (ADR 0031).
      const url = `/uploads/${key}`;
      const signature = signUpload(await secret(), key, expires);
      return { signedUrl: `${url}?expires=${expires}&signature=${signature}`, url };
    },

    async isLinkValid(key, expires, signature) {
      if (!isUploadKey(key) || !Number.isSafeInteger(expires)) return false;
      if (expires * 1000 <= now().getTime()) return false;
      return isValidUploadSignature(await secret(), key, expires, signature);
    },

    async receive(key, declaredContentType, bytes) {
      const declared = declaredImageType(declaredContentType);
      if (!declared) return { ok: false, reason: 'unsupported_type' };
      if (detectImageType(bytes) !== declared) return { ok: false, reason: 'content_mismatch', declared };
      if (!(await storeUploadedFile(db, key, declared, bytes, now()))) {
        const ticket = await findUploadTicket(db, key);
        return { ok: false, reason: ticket?.usedAt ? 'used' : 'expired' };
      }
      return { ok: true, contentType: declared };
    },

    async read(key) {
      if (!isUploadKey(key)) return null;
      const stored = await findUploadedFile(db, key);
      let bytes = stored?.bytes;
      if (!bytes) {
        try {
          bytes = await readFile(path.join(legacyFolder, key));
        } catch {
          return null;
        }
      }
      const contentType = detectImageType(bytes);
      return contentType ? { bytes, contentType } : null;
    },
  };
}
