import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { getSupabase } from '@/lib/supabase';
import { AuthenticatorSetUp } from '@/features/admin/authenticator-set-up';
import type { Assurance } from '@/features/admin/use-assurance';

export const secondFactorCopy = {
  ungrantedTitle: 'Ask for your authenticator to be set up',
  ungrantedIntro:
    'The dashboard holds personal data, so admins confirm each sign-in with a code from an authenticator app that is set up for them when admin is granted, never enrolled here. Ask whoever manages admin access to run the set-up for your account (npm run admin:grant) and give you its QR code or its one-time set-up code, then sign in again.',
  challengeTitle: 'Enter your authentication code',
  challengeIntro: 'Open your authenticator app and type the 6-digit code it shows for this site.',
  codeLabel: 'Authentication code',
  submit: 'Verify',
} as const;

function CodeForm({ factorId, onVerified }: { factorId: string; onVerified: () => void }) {
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(undefined);
    const { error } = await getSupabase().auth.mfa.challengeAndVerify({
      factorId,
      code: code.trim(),
    });
    setBusy(false);
    if (error) {
      setMessage(error.message);
      return;
    }
    onVerified();
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={secondFactorCopy.codeLabel}>
      <Group align="flex-end">
        <TextInput
          label={secondFactorCopy.codeLabel}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={message}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
        />
        <Button type="submit" disabled={busy}>
          {secondFactorCopy.submit}
        </Button>
      </Group>
    </form>
  );
}

/** What an admin below aal2 meets at /admin: ask for a set-up, set up with its code, or give a code. */
export function SecondFactor({
  assurance,
  onVerified,
}: {
  assurance: Assurance;
  onVerified: () => void;
}) {
  if (assurance.state === 'checking') return <Text mt="lg">Loading...</Text>;
  if (assurance.state === 'failed')
    return (
      <Alert mt="lg" color="red" title="Error">
        {assurance.message}
      </Alert>
    );
  if (assurance.state === 'ungranted')
    return (
      <Alert mt="lg" color="yellow" title={secondFactorCopy.ungrantedTitle}>
        {secondFactorCopy.ungrantedIntro}
      </Alert>
    );
  if (assurance.state === 'set-up')
    return (
      <AuthenticatorSetUp
        codeForm={<CodeForm factorId={assurance.factorId} onVerified={onVerified} />}
      />
    );
  if (assurance.state === 'challenge')
    return (
      <Stack mt="lg">
        <Title order={2}>{secondFactorCopy.challengeTitle}</Title>
        <Text>{secondFactorCopy.challengeIntro}</Text>
        <CodeForm factorId={assurance.factorId} onVerified={onVerified} />
      </Stack>
    );
  return null;
}
