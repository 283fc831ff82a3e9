import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

type StorageEnv = Pick<
  Env,
  | 'UPLOAD_SIGNING_SECRET'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PUBLIC_URL'
>;

/** S3_BUCKET set: presigned PUTs to that bucket; otherwise the local default on DATA_DIR. */
export async function createStorageFromEnv(
  env: StorageEnv,
  deps: { db: Db; now: () => Date; dataDir: string },
): Promise<Storage> {
  if (env.S3_BUCKET) {
    return createS3Storage(
      {
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        publicUrl: env.S3_PUBLIC_URL,
      },
      deps.now,
    );
  }
  return createLocalStorage({ ...deps, secret: env.UPLOAD_SIGNING_SECRET });
}
