import { Alert, Button, Code, Group, Image, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { logger } from '@/lib/logger';
import { getSupabase } from '@/lib/supabase';
import type { Assurance } from '@/features/admin/use-assurance';

export const secondFactorCopy = {
  enrolTitle: 'Set up two-step sign-in',
  enrolIntro:
    'The dashboard holds personal data, so admins confirm each sign-in with a code from an authenticator app. Scan the QR code with the app, or enter the secret below, then type the code it shows.',
  secretLabel: 'Secret for your authenticator app',
  challengeTitle: 'Enter your authentication code',
  challengeIntro: 'Open your authenticator app and type the 6-digit code it shows for this site.',
  codeLabel: 'Authentication code',
  submit: 'Verify',
  factorName: 'Authenticator app',
} as const;

interface Enrolment {
  factorId: string;
  qrCode: string;
  secret: string;
}

/** Starts a fresh enrolment, removing unfinished ones first (GoTrue caps them). */
async function enrol(): Promise<Enrolment> {
  const { mfa } = getSupabase().auth;
  const factors = await mfa.listFactors();
  if (factors.error) throw factors.error;
  for (const factor of factors.data.all) {
    if (factor.status === 'unverified') await mfa.unenroll({ factorId: factor.id });
  }
  const { data, error } = await mfa.enroll({
    factorType: 'totp',
    friendlyName: secondFactorCopy.factorName,
  });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** The new factor goes into the audit trail, now that the session may write it (aal2). */
async function recordEnrolment(then: () => void): Promise<void> {
  const { error } = await getSupabase().rpc('record_factor_change', { change: 'enrolled' });
  if (error) logger.error('factor enrolment not recorded', error);
  then();
}

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

function EnrolForm({ onVerified }: { onVerified: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [failure, setFailure] = useState<string>();
  const started = useRef(false);
  useEffect(() => {
    // Once per mount, even where React runs effects twice: each call makes a new factor.
    if (started.current) return;
    started.current = true;
    enrol().then(setEnrolment, (error: unknown) =>
      setFailure(error instanceof Error ? error.message : String(error)),
    );
  }, []);
  if (failure)
    return (
      <Alert color="red" title="Error">
        {failure}
      </Alert>
    );
  if (!enrolment) return <Text>Loading...</Text>;
  return (
    <Stack gap="md" maw={420}>
      <Text>{secondFactorCopy.enrolIntro}</Text>
      <Image src={enrolment.qrCode} alt="QR code for your authenticator app" w={200} h={200} />
      <div>
        <Text size="sm" fw={500} id="mfa-secret-label">
          {secondFactorCopy.secretLabel}
        </Text>
        <Code aria-labelledby="mfa-secret-label" data-mfa-secret>
          {enrolment.secret}
        </Code>
      </div>
      <CodeForm factorId={enrolment.factorId} onVerified={() => void recordEnrolment(onVerified)} />
    </Stack>
  );
}

/** What an admin below aal2 meets at /admin: set up a factor, or give a code. */
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
  if (assurance.state === 'enrol')
    return (
      <Stack mt="lg">
        <Title order={2}>{secondFactorCopy.enrolTitle}</Title>
        <EnrolForm onVerified={onVerified} />
      </Stack>
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
