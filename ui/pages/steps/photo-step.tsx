import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { Camera, Upload } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { PHOTO_FILE_ACCEPT } from '../../../domain/registration-flow/photo-rules';
import { useStore } from '../../app/container-context';
import { REGISTRATION_STORE_TOKENS } from '../../stores/registration/registration.store-tokens';
import { CameraCapture, cameraAvailable } from './camera-capture';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

interface Picked {
  readonly photo: Blob;
  readonly name: string;
  readonly preview: string;
}

const TEXTS = {
  cardID: {
    heading: 'A photo of your ID',
    lead: "Your driver's license, state ID or passport, flat and in good light, with every corner and all the text readable.",
    facing: 'environment',
  },
  selfie: {
    heading: 'A selfie',
    lead: 'Your face, straight on, in good light, without a hat or sunglasses, so your provider can match it to your ID.',
    facing: 'user',
  },
} as const;

/**
 * The photo step: identity step 1 the ID photo, 2 the selfie, each from the camera (where the browser has
 * one) or a file (JPEG, PNG, HEIC), previewed before it is sent. Skipped when identity verification is off.
 */
export const PhotoStep = observer(() => {
  const photos = useStore(REGISTRATION_STORE_TOKENS.photo);
  const inputId = useId();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [camera, setCamera] = useState(false);
  const kind = photos.kind;

  useEffect(() => {
    void photos.load();
  }, [photos]);

  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.preview) : undefined), [picked]);
  // A new identity step starts with nothing picked.
  useEffect(() => {
    setPicked(null);
    setCamera(false);
  }, [kind]);

  if (photos.phase === 'idle' || photos.phase === 'loading') return <Spinner className="page-spinner" aria-label="Loading" />;
  if (photos.phase === 'skipping') return <Spinner className="page-spinner" aria-label="Finishing your registration" />;
  if (photos.phase === 'error') {
    return (
      <section className="step-panel">
        <Callout intent={Intent.DANGER} role="alert">
          {photos.error}
        </Callout>
        <Button text="Try again" onClick={() => void photos.load()} />
      </section>
    );
  }

  const texts = TEXTS[kind];
  const pick = (photo: Blob, name: string) => {
    setCamera(false);
    setPicked({ photo, name, preview: URL.createObjectURL(photo) });
  };
  const send = async () => {
    if (picked && (await photos.upload(picked.photo, picked.name))) setPicked(null);
  };

  return (
    <section className="step-panel" aria-labelledby="photo-heading">
      <p className="question-count">{kind === 'cardID' ? 'Step 1 of 2' : 'Step 2 of 2'}</p>
      <StepHeading focusKey={kind}>
        <span id="photo-heading">{texts.heading}</span>
      </StepHeading>
      <p className="step-lead">{texts.lead}</p>
      {photos.uploaded[kind] && !picked && (
        <Callout intent={Intent.SUCCESS} className="photo-on-file">
          {kind === 'cardID' ? 'We have your ID photo.' : 'We have your selfie.'}
          <Button className="photo-keep" intent={Intent.PRIMARY} text="Keep it and continue" onClick={() => void photos.keepUploaded()} loading={photos.uploading} />
        </Callout>
      )}
      {picked ? (
        <div className="photo-preview">
          <img src={picked.preview} alt={kind === 'cardID' ? 'Your ID photo, before it is sent' : 'Your selfie, before it is sent'} />
          <div className="photo-preview-actions">
            <Button variant="minimal" text="Choose another" onClick={() => setPicked(null)} disabled={photos.uploading} />
          </div>
          <StepActions error={photos.error} busy={photos.uploading} label="Send this photo" onContinue={() => void send()} />
        </div>
      ) : camera ? (
        <CameraCapture facing={texts.facing} onCapture={(photo) => pick(photo, `${kind}.jpg`)} onClose={() => setCamera(false)} />
      ) : (
        <div className="photo-sources">
          {cameraAvailable() && <Button size="large" icon={<Camera />} text="Use the camera" onClick={() => setCamera(true)} />}
          <input
            id={inputId}
            type="file"
            accept={PHOTO_FILE_ACCEPT}
            className="visually-hidden"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) pick(file, file.name);
            }}
          />
          <label htmlFor={inputId} className="bp6-button bp6-large photo-file-button">
            <Upload />
            <span className="bp6-button-text">Choose a photo</span>
          </label>
          <p className="step-note">JPEG, PNG or HEIC, up to {Math.floor(photos.rules.maxBytes / (1024 * 1024))} MB. We remove the photo's location and device data before sending it.</p>
          {photos.error && (
            <Callout intent={Intent.DANGER} role="alert">
              {photos.error}
            </Callout>
          )}
        </div>
      )}
    </section>
  );
});
