import type { LogoContentType } from '../../contract/locationSettings.ts';
import { MAX_LOGO_BYTES } from '../../contract/locationSettings.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/**
 * What an SVG must not contain to be shown as a logo: scripts, event handlers, javascript: or
 * external references, embedded HTML, entities (billion laughs). Served with a CSP that runs
 * nothing anyway (logoRoutes.ts); this refuses them on the way in.
 */
const UNSAFE_SVG = [
  /<script/i,
  /<foreignObject/i,
  /<!ENTITY/i,
  /<!DOCTYPE/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /(?:xlink:)?href\s*=\s*["']?\s*(?!#|data:image\/(?:png|jpeg);)/i,
  /url\(\s*["']?\s*(?!#)/i,
  /<iframe|<embed|<object/i,
];

/**
 * Why the logo is refused, or null when its bytes are of the declared type: a PNG or JPEG by its
 * signature, an SVG that is an <svg> document without active content. Size: MAX_LOGO_BYTES.
 */
export function logoProblem(contentType: LogoContentType, bytes: Uint8Array): string | null {
  if (bytes.length === 0) return 'The logo is empty';
  if (bytes.length > MAX_LOGO_BYTES) {
    return `The logo is larger than ${MAX_LOGO_BYTES / 1024} KiB`;
  }
  if (contentType === 'image/png') {
    return startsWith(bytes, PNG_SIGNATURE) ? null : 'The file is not a PNG image';
  }
  if (contentType === 'image/jpeg') {
    return startsWith(bytes, JPEG_SIGNATURE) ? null : 'The file is not a JPEG image';
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (!/^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text)) {
    return 'The file is not an SVG image';
  }
  if (UNSAFE_SVG.some((pattern) => pattern.test(text))) {
    return 'The SVG contains scripts, event handlers or external references';
  }
  return null;
}
