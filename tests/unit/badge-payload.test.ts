import { describe, expect, it } from 'vitest';
import { parseBadge } from '@/features/event/scan/badge-payload';

const crlf = (...lines: string[]) => lines.join('\r\n');

describe('parseBadge: vCard', () => {
  it('reads a vCard 3.0 with escaped commas and semicolons', () => {
    const card = crlf(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Lovelace;Ada;;;',
      'FN:Ada Lovelace',
      'ORG:Analytical Engines\\, Ltd.;Research\\; Notes',
      'TITLE:Head of Computing',
      'EMAIL;TYPE=INTERNET,WORK:ada@example.com',
      'TEL:+44 20 7946 0000',
      'END:VCARD',
    );
    expect(parseBadge(card)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines, Ltd.',
      title: 'Head of Computing',
    });
  });

  it('reads a vCard 4.0 with groups, a preferred e-mail and LF line ends', () => {
    const card = [
      'BEGIN:VCARD',
      'VERSION:4.0',
      'FN:Grace Hopper',
      'item1.EMAIL;TYPE=home:grace@home.example',
      'item2.EMAIL;PREF=1:grace@navy.example',
      'org:US Navy',
      'title:Rear Admiral',
      'END:VCARD',
    ].join('\n');
    expect(parseBadge(card)).toEqual({
      name: 'Grace Hopper',
      email: 'grace@navy.example',
      company: 'US Navy',
      title: 'Rear Admiral',
    });
  });

  it('joins folded lines (a line break then a space or a tab)', () => {
    const card = crlf(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Katherine Coleman',
      '  Goble Johnson',
      'ORG:National Aeronautics and',
      '\t Space Administration',
      'EMAIL:katherine@',
      ' nasa.example',
      'END:VCARD',
    );
    expect(parseBadge(card)).toEqual({
      name: 'Katherine Coleman Goble Johnson',
      email: 'katherine@nasa.example',
      company: 'National Aeronautics and Space Administration',
    });
  });

  it('builds the name from N (given, additional, family) when FN is missing or empty', () => {
    const card = crlf(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Hopper;Grace;Brewster;Dr.;',
      'FN:',
      'END:VCARD',
    );
    expect(parseBadge(card)).toEqual({ name: 'Grace Brewster Hopper' });
  });

  it('reads a vCard 2.1 with bare parameters and quoted-printable in its charset', () => {
    const card = crlf(
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen',
      'FN;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:J=FCrgen M=FCller, Gesch=E4fts=',
      'f=FChrer',
      'ORG;QUOTED-PRINTABLE;CHARSET=UTF-8:B=C3=A4ckerei AG',
      'TITLE:CEO',
      'EMAIL;INTERNET;PREF:juergen@example.de',
      'END:VCARD',
    );
    expect(parseBadge(card)).toEqual({
      name: 'Jürgen Müller, Geschäftsführer',
      email: 'juergen@example.de',
      company: 'Bäckerei AG',
      title: 'CEO',
    });
  });

  it('repairs UTF-8 that was read as Latin-1, and leaves real Latin-1 alone', () => {
    const card = crlf('BEGIN:VCARD', 'VERSION:3.0', 'FN:JosÃ© NÃºÃ±ez', 'ORG:Ã', 'END:VCARD');
    expect(parseBadge(card)).toEqual({ name: 'José Núñez', company: 'Ã' });
  });

  it('falls back to ROLE for the job title, and turns escaped line breaks into spaces', () => {
    const card = crlf('BEGIN:VCARD', 'VERSION:3.0', 'FN:Ada', 'ROLE:Chief\\nEngineer', 'END:VCARD');
    expect(parseBadge(card)).toEqual({ name: 'Ada', title: 'Chief Engineer' });
  });

  it('reads only the first card, and ignores text before it', () => {
    const cards = crlf(
      'Scan me!',
      'BEGIN:VCARD',
      'FN:First Person',
      'END:VCARD',
      'BEGIN:VCARD',
      'FN:Second Person',
      'EMAIL:second@example.com',
      'END:VCARD',
    );
    expect(parseBadge(cards)).toEqual({ name: 'First Person' });
  });

  it('keeps a LinkedIn profile from URL, drops an invalid e-mail', () => {
    const card = crlf(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Ada Lovelace',
      'EMAIL:not an address',
      'URL:https://example.com',
      'URL;TYPE=linkedin:https://linkedin.com/in/ada-lovelace/',
      'END:VCARD',
    );
    expect(parseBadge(card)).toEqual({
      name: 'Ada Lovelace',
      linkedin: 'https://www.linkedin.com/in/ada-lovelace',
    });
  });

  it('strips mailto: from a vCard 4.0 e-mail URI', () => {
    const card = crlf('BEGIN:VCARD', 'VERSION:4.0', 'EMAIL:mailto:ada@example.com', 'END:VCARD');
    expect(parseBadge(card)).toEqual({ email: 'ada@example.com' });
  });

  it('answers null for a card with nothing the form takes', () => {
    const card = crlf('BEGIN:VCARD', 'VERSION:3.0', 'TEL:+1 555 0100', 'FN:  ', 'END:VCARD');
    expect(parseBadge(card)).toBeNull();
  });
});

describe('parseBadge: MeCard', () => {
  it('reads N as Last,First and the other fields', () => {
    expect(
      parseBadge(
        'MECARD:N:Lovelace,Ada;EMAIL:ada@example.com;ORG:Analytical Engines;TITLE:Countess;TEL:+441;;',
      ),
    ).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      title: 'Countess',
    });
  });

  it('undoes escaped semicolons, colons and commas', () => {
    expect(
      parseBadge('MECARD:N:O\\,Brien,Pat;ORG:Smith\\; Sons\\: Ltd\\, UK;TITLE:R&D \\\\ QA;;'),
    ).toEqual({ name: 'Pat O,Brien', company: 'Smith; Sons: Ltd, UK', title: 'R&D \\ QA' });
  });

  it('takes a name without a comma as it is, and a LinkedIn URL', () => {
    expect(parseBadge('mecard:N:Ada Lovelace;URL:https\\://www.linkedin.com/in/ada;;')).toEqual({
      name: 'Ada Lovelace',
      linkedin: 'https://www.linkedin.com/in/ada',
    });
  });

  it('answers null for a MeCard with only a phone number', () => {
    expect(parseBadge('MECARD:TEL:+15550100;;')).toBeNull();
  });
});

describe('parseBadge: mailto: and plain addresses', () => {
  it('reads the first recipient and ignores subject and body', () => {
    expect(parseBadge('mailto:ada@example.com?subject=Hello&body=Hi%20there')).toEqual({
      email: 'ada@example.com',
    });
    expect(parseBadge('MAILTO:ada%2Bbooth@example.com,grace@example.com')).toEqual({
      email: 'ada+booth@example.com',
    });
  });

  it('answers null for a mailto: without a valid address', () => {
    expect(parseBadge('mailto:?subject=Hello')).toBeNull();
    expect(parseBadge('mailto:%E0%A4%A')).toBeNull();
  });

  it('reads a bare e-mail address, trimmed', () => {
    expect(parseBadge('  ada@example.com\n')).toEqual({ email: 'ada@example.com' });
  });
});

describe('parseBadge: LinkedIn profiles', () => {
  it.each([
    'https://www.linkedin.com/in/ada-lovelace-1815',
    'https://www.linkedin.com/in/ada-lovelace-1815/',
    'http://linkedin.com/in/ada-lovelace-1815?trk=badge',
    'https://uk.linkedin.com/in/ada-lovelace-1815#about',
    'www.linkedin.com/in/ada-lovelace-1815',
  ])('keeps %s as the profile URL and guesses no name', (url) => {
    expect(parseBadge(url)).toEqual({
      linkedin: 'https://www.linkedin.com/in/ada-lovelace-1815',
    });
  });

  it.each([
    'https://www.linkedin.com/company/analytical-engines',
    'https://www.linkedin.com/in/',
    'https://evil.example/linkedin.com/in/ada',
    'https://notlinkedin.com/in/ada',
  ])('answers null for %s', (url) => {
    expect(parseBadge(url)).toBeNull();
  });
});

describe('parseBadge: nothing usable', () => {
  it.each(['', '   ', 'TICKET-4821-XK', 'https://example.com/ticket/4821', 'WIFI:S:Booth;T:WPA;;'])(
    'answers null for %j',
    (text) => {
      expect(parseBadge(text)).toBeNull();
    },
  );
});
