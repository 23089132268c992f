/**
 * The start of a baseline JPEG of `width` x `height`: its JFIF segment and frame header, what the server
 * reads of a photo (no scan data follows: a browser would not draw it), padded with zeros to `length`.
 */
export const jpegHeader = (width: number, height: number, length = 64): Uint8Array<ArrayBuffer> => {
  const u16 = (value: number) => [(value >> 8) & 0xff, value & 0xff];
  const head = [
    [0xff, 0xd8],
    [0xff, 0xe0, ...u16(16), 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xc0, ...u16(17), 8, ...u16(height), ...u16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  ].flat();
  const bytes = new Uint8Array(new ArrayBuffer(Math.max(length, head.length)));
  bytes.set(head);
  return bytes;
};
