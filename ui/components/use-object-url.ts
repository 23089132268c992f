import { useEffect, useState } from 'react';

/**
 * An object URL of the blob, to show it (a photo before it is sent); revoked when the blob changes or the
 * component goes, so a picked photo is not held in memory after. null until it is made, and with no blob.
 */
export const useObjectUrl = (blob: Blob | null): string | null => {
  const [made, setMade] = useState<{ readonly blob: Blob; readonly url: string } | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const url = URL.createObjectURL(blob);
    setMade({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return made && made.blob === blob ? made.url : null;
};
