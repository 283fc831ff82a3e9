import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client';
import { declaredImageType, detectImageType } from './image-type';
import {
  CONTENT_TYPE_OF_FILE_TYPE,
  EXTENSION_OF_CONTENT_TYPE,
  type ImageContentType,
  type Storage,
  UPLOAD_LINK_TTL_MS,
} from './storage';
import { isValidUploadSignature, processUploadSigningSecret, signUpload } from './upload-signing';
import { claimUploadTicket, findUploadTicket, insertUploadTicket } from './upload-tickets.repository';

export interface LocalStorageOptions {
  db: Db;
  now: () => Date;
  /** Public address of this server (no trailing slash): upload links point here. */
  publicUrl: string;
  /** Files go to `<dataDir>/uploads/<key>`. */
  dataDir: string;
  /** UPLOAD_SIGNING_SECRET; unset: a random secret for this process. */
  secret?: string | undefined;
}

export type ReceiveResult =
  | { ok: true; contentType: ImageContentType }
  | { ok: false; reason: 'used' | 'expired' | 'unsupported_type' }
  | { ok: false; reason: 'content_mismatch'; declared: ImageContentType };

/** The local default: links signed by this server, one PUT each, files on local disk. */
export interface LocalStorage extends Storage {
  readonly kind: 'local';
  /** Signature and expiry of a PUT link; cheap, checked before the body is read. */
  isLinkValid(key: string, expires: number, signature: string): boolean;
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
  const { db, now, publicUrl } = options;
  const secret = options.secret ?? processUploadSigningSecret();
  const folder = path.resolve(options.dataDir, 'uploads');

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
      const url = `${publicUrl}/uploads/${key}`;
      const signature = signUpload(secret, key, expires);
      return { signedUrl: `${url}?expires=${expires}&signature=${signature}`, url };
    },

    isLinkValid(key, expires, signature) {
      if (!isUploadKey(key) || !Number.isSafeInteger(expires)) return false;
      if (expires * 1000 <= now().getTime()) return false;
      return isValidUploadSignature(secret, key, expires, signature);
    },

    async receive(key, declaredContentType, bytes) {
      const declared = declaredImageType(declaredContentType);
      if (!declared) return { ok: false, reason: 'unsupported_type' };
      if (detectImageType(bytes) !== declared) return { ok: false, reason: 'content_mismatch', declared };
      if (!(await claimUploadTicket(db, key, declared, now()))) {
        const ticket = await findUploadTicket(db, key);
        return { ok: false, reason: ticket?.usedAt ? 'used' : 'expired' };
      }
      await mkdir(folder, { recursive: true });
      // Written aside then renamed, so a reader never sees half a file.
      const partial = path.join(folder, `.${key}.${randomBytes(6).toString('hex')}.part`);
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, path.join(folder, key));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { ok: true, contentType: declared };
    },

    async read(key) {
      if (!isUploadKey(key)) return null;
      let bytes: Buffer;
      try {
        bytes = await readFile(path.join(folder, key));
      } catch {
        return null;
      }
      const contentType = detectImageType(bytes);
      return contentType ? { bytes, contentType } : null;
    },
  };
}
