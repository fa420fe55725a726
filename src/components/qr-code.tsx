import { useMemo } from 'react';
import { encode } from 'uqr';

interface QrCodeProps {
  value: string;
  /** Rendered width and height in CSS pixels. */
  size: number;
  /** What the code leads to, for screen readers: they cannot read the modules. */
  label: string;
}

/** The dark modules as one path of unit squares, so the svg stays a single element. */
function modulesPath(data: boolean[][]): string {
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return path;
}

/**
 * The QR code of `value`, encoded on the device (the booth needs no network for it) and
 * drawn inline, so it shows under a Content-Security-Policy that allows no data: images.
 * Medium error correction survives glare and a scuffed screen; the four-module quiet
 * zone is the standard's minimum, and white behind it keeps dark themes scannable.
 */
export function QrCode({ value, size, label }: QrCodeProps) {
  const { modules, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 4 });
    return { modules: qr.size, path: modulesPath(qr.data) };
  }, [value]);

  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
