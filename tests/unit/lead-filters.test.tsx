import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LeadFilters } from '@/features/admin/lead-filters';
import { initialLeadQuery } from '@/features/admin/lead-query';
import { contactLead } from '@/shared/leads/contact-lead';
import { eventLead } from '@/shared/leads/event-lead';
import { renderWithProviders } from './render';

describe('LeadFilters', () => {
  it('lets the admin type a campaign source and asks once typing pauses', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <LeadFilters description={contactLead} query={initialLeadQuery} onChange={onChange} />,
    );
    const source = screen.getByLabelText('UTM source');
    fireEvent.change(source, { target: { value: 'ex' } });
    fireEvent.change(source, { target: { value: 'expo' } });
    expect((source as HTMLInputElement).value).toBe('expo');
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ group: 'expo' }));
    expect(onChange).toHaveBeenCalledOnce();
  });

  it("offers the events so far as a choice, as the booth's list always did", () => {
    renderWithProviders(
      <LeadFilters
        description={eventLead}
        query={initialLeadQuery}
        groups={['AI Expo']}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Event').tagName).toBe('SELECT');
    expect(screen.queryByLabelText('UTM source')).toBeNull();
  });
});
