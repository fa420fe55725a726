// What admin:grant, admin:reset-mfa and the first start print for the admin's authenticator:
// the otpauth:// URI, the secret, and a QR code in the terminal whose modules are the URI's
// QR code (read back from its half blocks, light modules drawn, as for a dark terminal).
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { factorSetUpMessage } from '../../scripts/factor-set-up.ts';

const factor = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/127.0.0.1%3A4173:ada%40example.com?issuer=127.0.0.1%3A4173&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
};

/** Each terminal line holds two rows of modules: ▀ the upper lit, ▄ the lower, █ both. */
function litModules(lines: string[]): boolean[][] {
  return lines.flatMap((line) => {
    const chars = [...line];
    return [
      chars.map((char) => char === '█' || char === '▀'),
      chars.map((char) => char === '█' || char === '▄'),
    ];
  });
}

describe('the set-up printed for an admin', () => {
  it('says what it is, then the QR code, the URI and the secret', () => {
    const lines = factorSetUpMessage('ada@example.com is now an admin.', factor).split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'ada@example.com is now an admin.',
      'Scan this QR code with the authenticator app now; it is shown once:',
      '',
    ]);
    expect(lines.slice(-2)).toEqual([`URI:    ${factor.uri}`, `Secret: ${factor.secret}`]);
  });

  it('ends with the one-time set-up code, when the grant issued one', () => {
    const lines = factorSetUpMessage('', { ...factor, setUpCode: '0A1B-2C3D-4E5F-6789' }).split(
      '\n',
    );
    expect(lines.slice(-3)).toEqual([
      'Set-up code: 0A1B-2C3D-4E5F-6789',
      'Or give the admin only this one-time code (good for 24 hours): they sign in, type it at',
      '/admin under "Set-up code" and scan the QR code there, and nobody else sees the secret.',
    ]);
  });

  it("draws the URI's QR code, module for module", () => {
    const lines = factorSetUpMessage('', factor).split('\n').slice(3, -2);
    const expected = encode(factor.uri, { border: 2 }).data;
    const drawn = litModules(lines.filter((line) => line !== '')).slice(0, expected.length);
    expect(expected.length).toBeGreaterThan(21);
    expect(drawn).toEqual(expected.map((row) => row.map((dark) => !dark)));
  });
});
