import type SharpModule from 'sharp';
import type { ImageProcessingPort, PreparedImage } from '../../application/ports/identity-verification.port';

type Sharp = typeof SharpModule;

const JPEG_QUALITY = 90;

/**
 * Images in Node (the CLI), as the browser's canvas adapter treats them: decoded by libvips through sharp,
 * the EXIF orientation applied, scaled to the target and encoded again as JPEG, which drops the metadata
 * (location, device, time). sharp loads on first use, so a command without photos never pays for it.
 * A format it cannot decode (HEIC, as in most browsers) is left as it is.
 */
export class SharpImageAdapter implements ImageProcessingPort {
  private sharp: Promise<Sharp> | null = null;

  private load(): Promise<Sharp> {
    return (this.sharp ??= import('sharp').then((module) => module.default));
  }

  private async bytes(image: Blob): Promise<Buffer> {
    return Buffer.from(await image.arrayBuffer());
  }

  async dimensions(image: Blob): Promise<{ readonly width: number; readonly height: number } | null> {
    const sharp = await this.load();
    try {
      const { autoOrient } = await sharp(await this.bytes(image)).metadata();
      return { width: autoOrient.width, height: autoOrient.height };
    } catch {
      return null;
    }
  }

  async reencode(image: Blob, name: string, target: { readonly width: number; readonly height: number }): Promise<PreparedImage> {
    const sharp = await this.load();
    try {
      const jpeg = await sharp(await this.bytes(image))
        .autoOrient()
        .resize(target.width, target.height, { fit: 'fill' })
        .jpeg({ quality: JPEG_QUALITY })
        .toBuffer();
      return {
        bytes: new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }),
        name: `${name.replace(/\.[^./\\]*$/, '') || 'photo'}.jpg`,
        width: target.width,
        height: target.height,
      };
    } catch {
      return { bytes: image, name, width: null, height: null };
    }
  }
}
