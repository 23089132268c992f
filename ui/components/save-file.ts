/**
 * Hands a file the app made (a receipt) to the browser's download: an object URL, never one that carries
 * its content, given back once the download has started.
 */
export const saveFile = (file: { readonly fileName: string; readonly bytes: Uint8Array }, type: string): void => {
  const url = URL.createObjectURL(new Blob([file.bytes.slice()], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns: it is given back a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
