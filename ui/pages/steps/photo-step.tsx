import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { Camera, Upload } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { photoFileAccept, photoRulesNote } from '../../../domain/registration-flow/photo-rules';
import { useStores } from '../../app/container-context';
import { useObjectUrl } from '../../components/use-object-url';
import { CameraCapture, cameraAvailable } from './camera-capture';
import { StepActions } from '../../components/registration/step-actions';
import { StepHeading } from '../../components/registration/step-heading';
import { STORES } from '../../stores/store-areas';
import { useTranslate } from '../../i18n/use-translate';
import { msg } from '../../i18n/msg';

const TEXTS = {
  cardID: {
    heading: msg('A photo of your ID'),
    lead: msg("Your driver's license, state ID or passport, flat and in good light, with every corner and all the text readable."),
    facing: 'environment',
  },
  selfie: {
    heading: msg('A selfie'),
    lead: msg('Your face, straight on, in good light, without a hat or sunglasses, so your provider can match it to your ID.'),
    facing: 'user',
  },
} as const;

/**
 * The photo step: identity step 1 the ID photo, 2 the selfie, each from the camera (where the browser has
 * one) or a file of a type the server takes, checked when picked (a file that will not do shows why, with
 * no preview) and previewed before it is sent. Skipped when identity verification is off.
 */
export const PhotoStep = observer(function PhotoStep() {
  const _ = useTranslate();
  const photos = useStores(STORES.registration).photo;
  const inputId = useId();
  const [camera, setCamera] = useState(false);
  const kind = photos.kind;
  const picked = photos.picked;
  const preview = useObjectUrl(picked?.photo ?? null);
  // The preview the browser could not draw (HEIC outside Safari): said in words, not a broken image.
  const [undrawn, setUndrawn] = useState<string | null>(null);

  useEffect(() => {
    void photos.load();
  }, [photos]);

  // A new identity step starts with the camera closed.
  useEffect(() => {
    setCamera(false);
  }, [kind]);

  if (photos.status.phase === 'idle' || photos.status.phase === 'loading') return <Spinner className="page-spinner" aria-label={_('Loading')} />;
  if (photos.status.phase === 'error' || (photos.skipping && photos.error && !photos.uploading)) {
    return (
      <section className="step-panel">
        <Callout intent={Intent.DANGER} role="alert">
          {_(photos.error ?? '')}
        </Callout>
        <Button text={_('Try again')} onClick={() => void (photos.skipping ? photos.moveOn() : photos.load())} />
      </section>
    );
  }
  if (photos.skipping) return <Spinner className="page-spinner" aria-label={_('Finishing your registration')} />;

  const texts = TEXTS[kind];
  const pick = (photo: Blob, name: string) => {
    setCamera(false);
    void photos.choose(photo, name);
  };

  return (
    <section className="step-panel" aria-labelledby="photo-heading">
      <p className="question-count">{kind === 'cardID' ? _('Step 1 of 2') : _('Step 2 of 2')}</p>
      <StepHeading focusKey={kind}>
        <span id="photo-heading">{_(texts.heading)}</span>
      </StepHeading>
      <p className="step-lead">{_(texts.lead)}</p>
      {photos.uploaded[kind] && !picked && (
        <Callout intent={Intent.SUCCESS} className="photo-on-file">
          {kind === 'cardID' ? _('We have your ID photo.') : _('We have your selfie.')}
          <Button
            className="photo-keep"
            intent={Intent.PRIMARY}
            text={_('Keep it and continue')}
            onClick={() => void photos.keepUploaded()}
            loading={photos.uploading}
          />
        </Callout>
      )}
      {picked ? (
        <div className="photo-preview">
          {preview && undrawn !== preview && (
            <img
              src={preview}
              alt={kind === 'cardID' ? _('Your ID photo, before it is sent') : _('Your selfie, before it is sent')}
              onError={() => setUndrawn(preview)}
            />
          )}
          {preview && undrawn === preview && (
            <p className="photo-preview-undrawn">
              {kind === 'cardID'
                ? _('Your ID photo ({name}) cannot be shown in this browser, but it can be sent.', { name: picked.name })
                : _('Your selfie ({name}) cannot be shown in this browser, but it can be sent.', { name: picked.name })}
            </p>
          )}
          <div className="photo-preview-actions">
            <Button variant="minimal" text={_('Choose another')} onClick={() => photos.discardPicked()} disabled={photos.uploading} />
          </div>
          <StepActions error={photos.error} busy={photos.uploading} label={_('Send this photo')} onContinue={() => void photos.upload()} />
        </div>
      ) : camera ? (
        <CameraCapture facing={texts.facing} onCapture={(photo) => pick(photo, `${kind}.jpg`)} onClose={() => setCamera(false)} />
      ) : (
        <div className="photo-sources">
          {cameraAvailable() && <Button size="large" icon={<Camera />} text={_('Use the camera')} onClick={() => setCamera(true)} />}
          <input
            id={inputId}
            type="file"
            accept={photoFileAccept(photos.rules)}
            className="visually-hidden"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) pick(file, file.name);
            }}
          />
          <label htmlFor={inputId} className="bp6-button bp6-large photo-file-button">
            <Upload />
            <span className="bp6-button-text">{_('Choose a photo')}</span>
          </label>
          <p className="step-note">
            {_(photoRulesNote(photos.rules))} {_("We remove the photo's location and device data before sending it.")}
          </p>
          {photos.error && (
            <Callout intent={Intent.DANGER} role="alert">
              {_(photos.error)}
            </Callout>
          )}
        </div>
      )}
    </section>
  );
});
