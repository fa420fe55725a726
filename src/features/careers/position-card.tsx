import {
  Button,
  Card,
  Collapse,
  Group,
  List,
  SimpleGrid,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useId } from 'react';
import { applicationDialogTitle, careersIntro, type Position } from '@/content/careers';
import classes from '@/features/careers/careers.module.css';

interface PositionCardProps {
  position: Position;
  expanded: boolean;
  onToggle: () => void;
  onApply: () => void;
}

/** A collapsible position: the heading is the toggle, the details sit in the panel. */
export function PositionCard({ position, expanded, onToggle, onApply }: PositionCardProps) {
  const panelId = useId();

  return (
    <Card withBorder padding="lg" component="article">
      <Title order={3} fz="xl">
        <UnstyledButton
          className={classes.toggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span>
            <span>{position.title}</span>
            <Text component="span" display="block" size="md" fw={400} c="gray.7" mt={4}>
              {position.summary}
            </Text>
          </span>
          <svg
            className={classes.chevron}
            width="20"
            height="20"
            viewBox="0 0 20 20"
            aria-hidden="true"
          >
            <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </UnstyledButton>
      </Title>
      <Collapse id={panelId} expanded={expanded} keepMountedMode="display-none">
        <Text mt="md">{position.description}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="md">
          <div>
            <Title order={4} fz="md" mb="xs">
              Responsibilities
            </Title>
            <List spacing={4}>
              {position.responsibilities.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </div>
          <div>
            <Title order={4} fz="md" mb="xs">
              Requirements
            </Title>
            <List spacing={4}>
              {position.requirements.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </div>
        </SimpleGrid>
      </Collapse>
      <Group mt="md">
        <Button
          onClick={onApply}
          aria-label={`${careersIntro.applyLabel}: ${position.title}`}
          data-dialog-title={applicationDialogTitle(position.title)}
        >
          {careersIntro.applyLabel}
        </Button>
      </Group>
    </Card>
  );
}
