import type { DetectedType } from './content-type';

/**
 * A stored file is never a page of this app: no script runs in it and it has no origin, even when opened
 * directly (CSP sandbox), and what is not an image is downloaded, not shown (a PDF viewer is a browser
 * inside the browser).
 */
export const FILE_ANSWER_POLICY = "sandbox; default-src 'none'";

/** The name as Content-Disposition carries it: an ASCII fallback, and the exact name in RFC 5987 form when it differs. */
const dispositionName = (name: string): string => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return ascii === name ? `filename="${name}"` : `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

export const fileAnswerHeaders = (mimeType: DetectedType, originalName: string): Record<string, string> => ({
  'content-type': mimeType,
  'content-disposition': `${mimeType.startsWith('image/') ? 'inline' : 'attachment'}; ${dispositionName(originalName)}`,
  'content-security-policy': FILE_ANSWER_POLICY,
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
});
