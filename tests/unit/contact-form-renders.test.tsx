/*
 * The contact form keeps react-hook-form's renders at the form. react-hook-form re-renders
 * its form synchronously once it is ready (a layout effect: inside hydration, on the
 * prerendered /contact); the fields skip that render because their registrations stay the
 * same objects. Counted on the message box, the one Textarea of the form.
 */
import type * as Mantine from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/features/contact/contact-form';
import { setUpLeadFormHarness } from './lead-form-harness';
import { renderWithProviders } from './render';

const renders = vi.hoisted(() => ({ messageBox: 0 }));

vi.mock('@mantine/core', async (importOriginal) => {
  const mantine = await importOriginal<typeof Mantine>();
  const MantineTextarea = mantine.Textarea;
  function Textarea(props: ComponentProps<typeof MantineTextarea>) {
    renders.messageBox++;
    return <MantineTextarea {...props} />;
  }
  return { ...mantine, Textarea };
});

setUpLeadFormHarness();

describe('ContactForm renders', () => {
  it('renders its fields once as it mounts, and not again while the visitor types', () => {
    renders.messageBox = 0;
    renderWithProviders(<ContactForm />);
    expect(renders.messageBox).toBe(1);
    fireEvent.change(screen.getByLabelText(/^Full Name/), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Hello' } });
    expect(renders.messageBox).toBe(1);
  });
});
