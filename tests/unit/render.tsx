import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '@/app/theme';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
}

/** Renders a component the way the app does: Mantine theme and a router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: Options = {}) {
  return render(ui, {
    wrapper: ({ children }) => (
      <MantineProvider theme={theme}>
        <Notifications />
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </MantineProvider>
    ),
    ...options,
  });
}
