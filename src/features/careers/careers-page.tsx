import { Container, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Reveal } from '@/components/reveal';
import { DialogFrame } from '@/components/dialog-frame';
import { SectionHeader } from '@/components/section-header';
import { useLoadAfterPaint } from '@/hooks/use-load-after-paint';
import { applicationDialogTitle, careersIntro, positions } from '@/content/careers';
import { InternshipFacts } from '@/features/careers/internship-facts';
import { PositionCard } from '@/features/careers/position-card';

// The dialog (Mantine's modal, focus trap, scroll lock) loads on the first 'Apply Now'.
const loadApplicationDialog = () => import('@/features/careers/application-dialog');
const ApplicationDialog = lazy(() =>
  loadApplicationDialog().then((module) => ({ default: module.ApplicationDialog })),
);

/** The careers page: internship facts and the positions, at most one card open at a time. */
export function CareersPage() {
  const [openTitle, setOpenTitle] = useState<string | null>(null);
  const [applyingFor, setApplyingFor] = useState<string | null>(null);
  const [dialogOpened, setDialogOpened] = useState(false);
  const loading = useLoadAfterPaint(loadApplicationDialog, applyingFor !== null);

  const apply = (title: string) => {
    setApplyingFor(title);
    setDialogOpened(true);
  };

  const close = () => setDialogOpened(false);
  const frame = dialogOpened && applyingFor !== null && (
    <DialogFrame title={applicationDialogTitle(applyingFor)} onClose={close} />
  );
  const dialog = applyingFor !== null && (
    <ApplicationDialog opened={dialogOpened} position={applyingFor} onClose={close} />
  );

  return (
    <Container size="md" py={{ base: 48, sm: 80 }}>
      <Stack align="center" ta="center" gap="md" mb="xl">
        <Title order={1} fz={{ base: 36, sm: 48 }}>
          {careersIntro.heading}
        </Title>
        <Text size="lg" c="gray.7">
          {careersIntro.lead}
        </Text>
      </Stack>
      <InternshipFacts />
      <Reveal component="section" aria-labelledby="positions-heading">
        <Stack mt={{ base: 48, sm: 64 }} gap="lg">
          <SectionHeader id="positions-heading" title={careersIntro.positionsHeading} />
          {positions.map((position) => (
            <PositionCard
              key={position.title}
              position={position}
              expanded={openTitle === position.title}
              onToggle={() =>
                setOpenTitle((current) => (current === position.title ? null : position.title))
              }
              onApply={() => apply(position.title)}
            />
          ))}
        </Stack>
      </Reveal>
      {applyingFor !== null && (loading ? <Suspense fallback={frame}>{dialog}</Suspense> : frame)}
    </Container>
  );
}
