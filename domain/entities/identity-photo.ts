/** The identity step's uploads (spec §4): the ID card photo, then the selfie. */
export type IdentityPhotoKind = 'cardID' | 'selfie';

/** An identity photo as the server stored it. */
export interface UploadedIdentityPhoto {
  readonly _id: string;
  readonly kind: IdentityPhotoKind;
  readonly mimeType: string;
  readonly size: number;
}
