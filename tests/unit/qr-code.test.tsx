import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QrCode } from '@/components/qr-code';

const value = 'https://example.com/';
const quietZone = 4;
const qr = encode(value, { ecc: 'M', border: quietZone });

describe('QrCode', () => {
  it('renders the code as a labelled svg whose grid is the version plus the quiet zone', () => {
    render(<QrCode value={value} size={240} label="Scan to book a call" />);
    const svg = screen.getByRole('img', { name: 'Scan to book a call' });
    // Version v has 17 + 4v modules a side (21 or 25 here).
    expect(qr.size).toBe(17 + 4 * qr.version + 2 * quietZone);

    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${qr.size} ${qr.size}`);
    expect(svg.getAttribute('width')).toBe('240');
    expect(svg.getAttribute('shape-rendering')).toBe('crispEdges');
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('#fff');
    expect(svg.querySelector('path')?.getAttribute('fill')).toBe('#000');
  });

  it('draws one unit square per dark module, none in the quiet zone', () => {
    const { container } = render(<QrCode value={value} size={240} label="Scan" />);
    const path = container.querySelector('path')?.getAttribute('d') ?? '';
    const dark = qr.data.flatMap((row, y) =>
      row.flatMap((isDark, x) => (isDark ? [`${x} ${y}`] : [])),
    );
    const squares = [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)];

    expect(dark.length).toBeGreaterThan(0);
    expect(path.match(/h1v1/g)).toHaveLength(dark.length);
    expect(squares.map(([, x, y]) => `${x} ${y}`)).toEqual(dark);
    const coordinates = squares.flatMap(([, x, y]) => [Number(x), Number(y)]);
    expect(Math.min(...coordinates)).toBeGreaterThanOrEqual(quietZone);
    expect(Math.max(...coordinates)).toBeLessThan(qr.size - quietZone);
  });
});
