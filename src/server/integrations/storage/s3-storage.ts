import { randomBytes } from 'node:crypto';
import {
  CONTENT_TYPE_OF_FILE_TYPE,
  EXTENSION_OF_CONTENT_TYPE,
  type Storage,
  UPLOAD_LINK_TTL_MS,
  type UploadOwnerKind,
} from './storage';

export interface S3StorageConfig {
  bucket: string;
  /** Unset: us-east-1 (S3-compatible services mostly ignore it but the signature needs one). */
  region?: string | undefined;
  /** An S3-compatible service's address (MinIO, R2, Spaces): path-style addressing then. */
  endpoint?: string | undefined;
  /** Unset: the SDK's default chain (instance role, AWS_* variables, shared config). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Public base of the files (a CDN); unset: the bucket's own address. */
  publicUrl?: string | undefined;
}

const DEFAULT_REGION = 'us-east-1';
const trimSlashes = (url: string) => url.replace(/\/+$/, '');

/** Where everyone reads an object: the CDN, the endpoint's path-style URL, or the virtual host. */
export function publicObjectUrl(config: S3StorageConfig, key: string): string {
  if (config.publicUrl) return `${trimSlashes(config.publicUrl)}/${key}`;
  if (config.endpoint) return `${trimSlashes(config.endpoint)}/${config.bucket}/${key}`;
  return `https://${config.bucket}.s3.${config.region ?? DEFAULT_REGION}.amazonaws.com/${key}`;
}

/**
 * Where the presigned PUTs go, as the SDK addresses them: the endpoint (path-style), else the
 * bucket's virtual host, or the regional host when the bucket's name has a dot (TLS would not
 * match `a.b.s3…`). Pinned against the SDK by s3-storage.test.ts.
 */
function uploadOrigin(config: S3StorageConfig): string {
  if (config.endpoint) return new URL(config.endpoint).origin;
  const region = config.region ?? DEFAULT_REGION;
  return config.bucket.includes('.')
    ? `https://s3.${region}.amazonaws.com`
    : `https://${config.bucket}.s3.${region}.amazonaws.com`;
}

/** `uploads/client/12/<32 hex>.jpg`: grouped by owner, unguessable, never chosen by the caller. */
export function uploadObjectKey(ownerKind: UploadOwnerKind, ownerId: number, extension: string): string {
  return `uploads/${ownerKind}/${ownerId}/${randomBytes(16).toString('hex')}.${extension}`;
}

/**
 * Presigned PUTs to an S3-compatible bucket (SPEC §7): the browser PUTs the picture straight to
 * the bucket with its Content-Type and `x-amz-acl: public-read`, both signed, so S3 refuses
 * another type or a private object. The SDK is imported here, on first configuration, so the
 * local default never pays its load time.
 */
export async function createS3Storage(config: S3StorageConfig, now: () => Date): Promise<Storage> {
  const [{ PutObjectCommand, S3Client }, { getSignedUrl }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  const client = new S3Client({
    region: config.region ?? DEFAULT_REGION,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Otherwise the SDK signs a CRC32 of the empty body into the link and every browser PUT
    // of the real file fails its checksum.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });

  return {
    kind: 's3',
    browserOrigins: { upload: uploadOrigin(config), files: new URL(publicObjectUrl(config, '')).origin },
    async createUpload({ ownerKind, ownerId, fileType }) {
      const contentType = CONTENT_TYPE_OF_FILE_TYPE[fileType];
      const key = uploadObjectKey(ownerKind, ownerId, EXTENSION_OF_CONTENT_TYPE[contentType]);
      const command = new PutObjectCommand({
        Bucket: config.bucket,
        Key: key,
        ContentType: contentType,
        ACL: 'public-read',
      });
      const signedUrl = await getSignedUrl(client, command, {
        expiresIn: UPLOAD_LINK_TTL_MS / 1000,
        signingDate: now(),
        // Kept as signed headers (not query parameters): the browser must send exactly these.
        unhoistableHeaders: new Set(['x-amz-acl']),
        signableHeaders: new Set(['content-type', 'x-amz-acl']),
      });
      return { signedUrl, url: publicObjectUrl(config, key) };
    },
  };
}
