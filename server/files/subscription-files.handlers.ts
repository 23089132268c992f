import type { components } from '../../openapi/patient-api';
import { HttpError } from '../http/http-error';
import type { HandlerTable } from '../http/typed-handlers';
import type { ServerContext } from '../server-context';
import { requirePatient } from '../users/current-patient';
import { requireOwnedSubscription } from '../visit-log/owned-subscription';
import { readUpload, type FileKind, type StoredFile } from './file-store';
import { assertAllAcceptable, MAX_MEDICAL_FILES, readUploads } from './multipart-files';

type UploadedFile = components['schemas']['UploadedFile'];
type PrivateFileAction = components['schemas']['PrivateFileAction'];

const PRIVATE_FILE_KINDS: Readonly<Record<PrivateFileAction, FileKind>> = { cardID: 'card-id', selfie: 'selfie' };
const NOTHING_UPLOADED: Readonly<Record<PrivateFileAction, string>> = {
  cardID: 'No ID photo has been uploaded for this subscription yet',
  selfie: 'No selfie has been uploaded for this subscription yet',
};

const medicalFileUrl = (subscriptionId: string, fileId: string): string => `/api/subscription/${subscriptionId}/medical-files/${fileId}`;

const describe = (file: StoredFile, kind: UploadedFile['kind'], url: string): UploadedFile => ({
  _id: file.id,
  kind,
  mimeType: file.mimeType,
  size: file.size,
  name: file.originalName,
  createdAt: file.createdAt,
  url,
});

/**
 * Medical files and the identity-step images of a subscription, stored by the file store (checked by
 * content and size) and read back only by the patient who owns the subscription.
 */
export const subscriptionFilesHandlers = (ctx: ServerContext) => {
  const ownSubscription = async (caller: Parameters<typeof requirePatient>[1], subscriptionId: string) => {
    const { user, patient } = await requirePatient(ctx.db, caller);
    await requireOwnedSubscription(ctx.db, patient._id, subscriptionId);
    return user;
  };

  return {
    uploadMedicalFiles: async ({ params, caller, raw }) => {
      const user = await ownSubscription(caller, params.id);
      const uploads = await readUploads(raw, 'files', MAX_MEDICAL_FILES);
      assertAllAcceptable('medical', uploads);
      const stored: UploadedFile[] = [];
      for (const upload of uploads) {
        const file = await ctx.files.save({
          ownerUserId: user._id,
          kind: 'medical',
          bytes: upload.bytes,
          originalName: upload.name,
          subscriptionId: params.id,
        });
        stored.push(describe(file, 'medical', medicalFileUrl(params.id, file.id)));
      }
      await ctx.db.query(
        `update subscriptions set doc = jsonb_set(doc, '{medicalPhotoUrls}', coalesce(doc->'medicalPhotoUrls', '[]'::jsonb) || $1::jsonb)
         where id = $2`,
        [JSON.stringify(stored.map((file) => file.url)), params.id],
      );
      return { status: 201, body: { status: 'success', data: stored } };
    },

    getMedicalFile: async ({ params, caller }) => {
      const user = await ownSubscription(caller, params.id);
      const file = await ctx.files.find(params.fileId, user._id);
      if (!file || file.kind !== 'medical' || file.subscriptionId !== params.id) throw new HttpError(404, 'File not found');
      return { status: 200, body: await ctx.files.respond(file.id, user._id) };
    },

    uploadPrivateFile: async ({ params, query, caller, raw }) => {
      const user = await ownSubscription(caller, params.id);
      const kind = PRIVATE_FILE_KINDS[query.action];
      const upload = await readUpload(raw, 'file');
      const file = await ctx.files.save({ ownerUserId: user._id, kind, bytes: upload.bytes, originalName: upload.name, subscriptionId: params.id });
      const url = `/api/subscription/${params.id}/private-file?action=${query.action}`;
      return { status: 201, body: { status: 'success', data: [describe(file, query.action, url)] } };
    },

    getPrivateFile: async ({ params, query, caller }) => {
      const user = await ownSubscription(caller, params.id);
      const file = await ctx.files.latest(user._id, PRIVATE_FILE_KINDS[query.action], params.id);
      if (!file) return { status: 200, body: { status: 'success', message: NOTHING_UPLOADED[query.action], data: [] } };
      return { status: 200, body: await ctx.files.respond(file.id, user._id) };
    },
  } satisfies Partial<HandlerTable>;
};
