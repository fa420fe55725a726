/*
 * The admin's own set-up of the authenticator admin:grant made for them: the one-time
 * set-up code from the grant (redeem_admin_set_up, spent on use, 5 wrong tries per 15
 * minutes) shows the factor's QR code here, once, drawn inline so the page's
 * Content-Security-Policy (img-src without data:) shows it. The password alone shows nothing.
 */
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { QrCode } from '@/components/qr-code';
import { getSupabase } from '@/lib/supabase';

export const setUpCopy = {
  title: 'Set up your authenticator',
  intro:
    'Type the one-time set-up code you were given with your admin access. It shows the QR code of your authenticator here, once.',
  codeLabel: 'Set-up code',
  submit: 'Show my authenticator',
  wrongCode: 'That set-up code is not valid: check it, or ask for a new one.',
  alreadyTitle: 'Already scanned it?',
  alreadyIntro: 'Type the 6-digit code your authenticator app shows for this site.',
  scanTitle: 'Scan this QR code with your authenticator app',
  scanIntro:
    'It is shown only now. Or add the secret below to your password manager. Then type the 6-digit code your app shows.',
  qrLabel: 'QR code for your authenticator app',
  secretLabel: 'Secret',
} as const;

function SetUpCodeForm({ onRedeemed }: { onRedeemed: (uri: string) => void }) {
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(undefined);
    const { data, error } = await getSupabase().rpc('redeem_admin_set_up', { code: code.trim() });
    setBusy(false);
    if (error || !data) {
      setMessage(error?.message ?? setUpCopy.wrongCode);
      return;
    }
    onRedeemed(data);
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={setUpCopy.codeLabel}>
      <Group align="flex-end">
        <TextInput
          label={setUpCopy.codeLabel}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={message}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          required
        />
        <Button type="submit" disabled={busy}>
          {setUpCopy.submit}
        </Button>
      </Group>
    </form>
  );
}

/** `codeForm` verifies a code from the app on the granted factor (challengeAndVerify). */
export function AuthenticatorSetUp({ codeForm }: { codeForm: ReactNode }) {
  const [uri, setUri] = useState<string>();
  if (uri)
    return (
      <Stack mt="lg">
        <Title order={2}>{setUpCopy.scanTitle}</Title>
        <Text>{setUpCopy.scanIntro}</Text>
        <QrCode value={uri} size={240} label={setUpCopy.qrLabel} />
        <TextInput
          label={setUpCopy.secretLabel}
          value={new URL(uri).searchParams.get('secret') ?? ''}
          readOnly
          maw={420}
          ff="monospace"
        />
        {codeForm}
      </Stack>
    );
  return (
    <Stack mt="lg">
      <Title order={2}>{setUpCopy.title}</Title>
      <Text>{setUpCopy.intro}</Text>
      <SetUpCodeForm onRedeemed={setUri} />
      <Title order={3} mt="md">
        {setUpCopy.alreadyTitle}
      </Title>
      <Text>{setUpCopy.alreadyIntro}</Text>
      {codeForm}
    </Stack>
  );
}
