import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CareersPage } from '@/features/careers/careers-page';
import { renderWithProviders } from './render';

function toggleFor(title: string): HTMLElement {
  return screen.getByRole('button', { name: new RegExp(`^${title}`) });
}

function expanded(title: string): string | null {
  return toggleFor(title).getAttribute('aria-expanded');
}

describe('CareersPage', () => {
  it('shows the internship facts word for word', () => {
    renderWithProviders(<CareersPage />, { route: '/careers' });
    expect(screen.getByText('Bangalore, India')).toBeTruthy();
    expect(screen.getByText('up to 30,000 rupees per month')).toBeTruthy();
    expect(screen.getByText('6 months')).toBeTruthy();
  });

  it('starts closed, and each toggle controls an existing panel', () => {
    renderWithProviders(<CareersPage />, { route: '/careers' });
    for (const title of ['AI Intern', 'BDM Intern']) {
      expect(expanded(title)).toBe('false');
      const panelId = toggleFor(title).getAttribute('aria-controls');
      expect(panelId).toBeTruthy();
      expect(document.getElementById(panelId ?? '')).not.toBeNull();
    }
  });

  it('keeps at most one card open at a time', () => {
    renderWithProviders(<CareersPage />, { route: '/careers' });

    fireEvent.click(toggleFor('AI Intern'));
    expect(expanded('AI Intern')).toBe('true');
    expect(expanded('BDM Intern')).toBe('false');

    fireEvent.click(toggleFor('BDM Intern'));
    expect(expanded('AI Intern')).toBe('false');
    expect(expanded('BDM Intern')).toBe('true');

    fireEvent.click(toggleFor('BDM Intern'));
    expect(expanded('AI Intern')).toBe('false');
    expect(expanded('BDM Intern')).toBe('false');
  });

  it('opens the application dialog for the chosen position', async () => {
    renderWithProviders(<CareersPage />, { route: '/careers' });
    const applyButtons = screen.getAllByRole('button', { name: /^Apply Now/ });
    expect(applyButtons).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Apply Now: BDM Intern' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Apply for BDM Intern');
    const position = await screen.findByDisplayValue('BDM Intern');
    expect(position.getAttribute('name')).toBe('position');
    expect(await screen.findByLabelText(/^Cover letter/)).toBeTruthy();
  });
});
