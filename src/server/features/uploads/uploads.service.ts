import type { ImageFileType } from '../../../shared/api/client-fields';
import type { AppContext } from '../../context';
import type { UploadOwnerKind } from '../../integrations/storage/storage';

/**
 * The answer of a `…/signed_url` request (SPEC §2): a one-time link to PUT the owner's profile
 * picture to, and the address the picture will have.
 */
export async function profilePictureLink(
  ctx: Pick<AppContext, 'storage'>,
  owner: { kind: UploadOwnerKind; id: number },
  fileType: ImageFileType,
) {
  const upload = await ctx.storage.createUpload({ ownerKind: owner.kind, ownerId: owner.id, fileType });
  return { signed_url: upload.signedUrl, url: upload.url };
}
