import type { ImageProcessingPort, PreparedImage } from '../../application/ports/identity-verification.port';

const JPEG_QUALITY = 0.9;

/**
 * Images in the browser: decoded with createImageBitmap (EXIF orientation applied), drawn on a canvas and
 * encoded again as JPEG, which keeps the pixels and drops the metadata (location, device, time). Where the
 * browser cannot decode a format (HEIC outside Safari) or has no canvas, the image is left as it is.
 */
export class CanvasImageAdapter implements ImageProcessingPort {
  private async decode(image: Blob): Promise<ImageBitmap | null> {
    if (typeof createImageBitmap !== 'function') return null;
    try {
      return await createImageBitmap(image, { imageOrientation: 'from-image' });
    } catch {
      return null;
    }
  }

  async dimensions(image: Blob): Promise<{ readonly width: number; readonly height: number } | null> {
    const bitmap = await this.decode(image);
    if (!bitmap) return null;
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  }

  async reencode(image: Blob, name: string, target: { readonly width: number; readonly height: number }): Promise<PreparedImage> {
    const untouched: PreparedImage = { bytes: image, name, width: null, height: null };
    const bitmap = await this.decode(image);
    if (!bitmap || typeof document === 'undefined') return untouched;
    try {
      const canvas = document.createElement('canvas');
      canvas.width = target.width;
      canvas.height = target.height;
      const context = canvas.getContext('2d');
      if (!context) return untouched;
      context.drawImage(bitmap, 0, 0, target.width, target.height);
      const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
      if (!jpeg) return untouched;
      return { bytes: jpeg, name: `${name.replace(/\.[^./\\]*$/, '') || 'photo'}.jpg`, width: target.width, height: target.height };
    } finally {
      bitmap.close();
    }
  }
}
