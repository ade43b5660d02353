import { Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';

/** The QR's modules as one SVG path (a square per dark module), and its size in modules. */
interface QrPath {
  size: number;
  path: string;
}

/** Light modules around the code, as the QR standard asks, so that cameras find its edges. */
const QUIET_ZONE = 4;

async function qrPath(text: string): Promise<QrPath> {
  // lean-qr (about 4 KB) loads with the first QR shown, not with the Resources page.
  const { generate } = await import('lean-qr');
  const code = generate(text);
  const parts: string[] = [];
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size; x++) {
      if (code.get(x, y)) parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: code.size + 2 * QUIET_ZONE, path: parts.join('') };
}

/**
 * `text` as a QR code: an SVG (crisp at any size, no canvas, nothing injected as HTML) named by
 * `label` for screen readers.
 */
export function KioskQrCode({ text, label, size }: { text: string; label: string; size: number }) {
  const [qr, setQr] = useState<{ text: string; path: QrPath } | null>(null);
  useEffect(() => {
    let current = true;
    void qrPath(text).then((path) => {
      if (current) setQr({ text, path });
    });
    return () => {
      current = false;
    };
  }, [text]);
  if (qr?.text !== text) return <Skeleton width={size} height={size} aria-label={label} />;
  const { size: modules, path } = qr.path;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      data-testid="kiosk-qr"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
