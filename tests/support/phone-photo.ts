import sharp from 'sharp';

/** A JPEG as a phone writes it: the camera's make and model, and where it was taken (GPS), in its EXIF data. */
export const phonePhotoWithGps = async (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#8a7f74' } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 44/1 2/1', GPSLongitudeRef: 'W', GPSLongitude: '104/1 59/1 3/1' },
    })
    .toBuffer();

/** Whether an image carries EXIF data, and in it a GPS block (the tag 0x8825 that points to it) or the camera's name. */
export const exifOf = async (image: Buffer): Promise<{ readonly exif: boolean; readonly gps: boolean; readonly camera: boolean }> => {
  const { exif } = await sharp(image).metadata();
  return {
    exif: exif !== undefined,
    gps: exif !== undefined && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))),
    camera: image.includes('PhoneMaker'),
  };
};
