import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useEffectEvent, useRef } from 'react';
import { QrCode } from '@/components/qr-code';
import classes from '@/features/event/event.module.css';
import { siteConfig } from '@/content/site-config';
import { timings } from '@/shared/limits';

const homeUrl = `${siteConfig.url}/`;

/** 'Ada Lovelace' → 'Ada': the thank-you addresses the visitor by first name. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/**
 * The visitor's lead is on the device: thank them, offer the site on their own phone,
 * and hand the tablet to the next visitor after a few seconds or a tap.
 */
export function ThankYouScreen({ name, onNext }: { name: string; onNext: () => void }) {
  const nextVisitor = useEffectEvent(onNext);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    const timer = window.setTimeout(() => nextVisitor(), timings.eventThankYouMs);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Stack className={classes.thankYou} align="center" justify="center" gap="lg">
      <Title order={1} ref={heading} tabIndex={-1}>
        Thank you, {firstName(name)}!
      </Title>
      <Text size="lg">We&apos;ll be in touch soon. Scan to open our site on your phone.</Text>
      <QrCode value={homeUrl} size={220} label={`QR code for ${homeUrl}`} />
      <Button size="xl" onClick={onNext}>
        Next visitor
      </Button>
    </Stack>
  );
}
