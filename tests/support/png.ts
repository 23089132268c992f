import { crc32, deflateSync } from 'node:zlib';

/** PNG files for the upload tests, made without an image library. */
const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

const chunk = (type: string, data: Uint8Array): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A PNG of `rows` (scanlines, each led by its filter byte), at `bitDepth` bits of `colourType` (0 grey, 2 RGB). */
const png = (width: number, height: number, bitDepth: number, colourType: number, rows: Uint8Array): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, colourType, 0, 0, 0], 8);
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', new Uint8Array())]);
};

/** A colour picture of `width` x `height`, striped so it is a real photo to the browser and the server. */
export const stripedPng = (width: number, height: number): Buffer => {
  const stride = width * 3 + 1;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * stride + 1 + x * 3;
      rows[at] = (x * 7) % 256;
      rows[at + 1] = (y * 5) % 256;
      rows[at + 2] = ((x + y) * 3) % 256;
    }
  }
  return png(width, height, 8, 2, rows);
};

/** All black, one bit a pixel: at 20,000 x 20,000 a decompression bomb of a few kilobytes. */
export const blackPng = (width: number, height: number): Buffer => png(width, height, 1, 0, new Uint8Array((1 + Math.ceil(width / 8)) * height));
