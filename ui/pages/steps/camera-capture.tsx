import { Button, Callout, Intent } from '@blueprintjs/core';
import { Camera } from '@blueprintjs/icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import { observer } from 'mobx-react-lite';

/** Whether this browser can ask for a camera at all (the permission is asked when the patient opens it). */
export const cameraAvailable = (): boolean => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * The camera, for the ID photo (the back camera) or the selfie (the front one): a live preview and a
 * Capture button that gives a JPEG. The camera is released when it closes.
 */
export const CameraCapture = observer(function CameraCapture({
  facing,
  onCapture,
  onClose,
}: {
  readonly facing: 'user' | 'environment';
  readonly onCapture: (photo: Blob) => void;
  readonly onClose: () => void;
}) {
  const _ = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: facing, width: { ideal: 1920 }, height: { ideal: 1080 } }, audio: false })
      .then((opened) => {
        if (cancelled) return opened.getTracks().forEach((track) => track.stop());
        stream = opened;
        if (video.current) {
          video.current.srcObject = opened;
          void video.current.play().then(() => setReady(true));
        }
      })
      .catch(() => setError('We could not open your camera. Allow the camera in your browser, or choose a photo instead.'));
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [facing]);

  const capture = () => {
    const element = video.current;
    if (!element || element.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext('2d')?.drawImage(element, 0, 0);
    canvas.toBlob((photo) => photo && onCapture(photo), 'image/jpeg', 0.92);
  };

  return (
    <div className="camera-capture">
      {error ? (
        <Callout intent={Intent.WARNING} role="alert">
          {error}
        </Callout>
      ) : (
        <video ref={video} className="camera-preview" playsInline muted aria-label={_('Camera preview')} />
      )}
      <div className="camera-actions">
        <Button intent={Intent.PRIMARY} icon={<Camera />} text={_('Capture')} onClick={capture} disabled={!ready} />
        <Button variant="minimal" text={_('Close the camera')} onClick={onClose} />
      </div>
    </div>
  );
});
