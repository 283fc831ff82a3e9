import type { ImageFileType } from '../../../shared/api/client-fields';

/** Who an upload belongs to: a player account or a trainer. */
export type UploadOwnerKind = 'client' | 'athlete';

export interface CreateUploadInput {
  ownerKind: UploadOwnerKind;
  ownerId: number;
  fileType: ImageFileType;
}

/**
 * A one-time upload link, as S3 presigned PUTs work (SPEC §7): the browser PUTs the file to
 * `signedUrl` with its content type, and the file is then public at `url`. A bucket's are
 * absolute; the local default's are paths on this server (`/uploads/...`, ADR 0031).
 */
export interface CreatedUpload {
  signedUrl: string;
  url: string;
}

/**
 * File storage behind one interface (ADR 0008): the local default (`local-storage.ts`, whose
 * PUT/GET routes this server answers) or an S3-compatible bucket (`s3-storage.ts`).
 */
export interface Storage {
  /** 'local' also means this server must answer the upload links (features/uploads). */
  readonly kind: 'local' | 's3';
  /**
   * The outside origins a browser reaches for uploads (a bucket): it PUTs to `upload` and shows
   * pictures from `files`. The web app's CSP allows them (main.ts); the local default has none,
   * as its links are paths on this server.
   */
  readonly browserOrigins?: { upload: string; files: string };
  createUpload(input: CreateUploadInput): Promise<CreatedUpload>;
}

export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

export const CONTENT_TYPE_OF_FILE_TYPE: Record<ImageFileType, ImageContentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export const EXTENSION_OF_CONTENT_TYPE: Record<ImageContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_LINK_TTL_MS = 15 * 60 * 1000;
