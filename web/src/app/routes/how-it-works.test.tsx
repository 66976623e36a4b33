import { screen, within } from '@testing-library/react';

import { renderWithRouter } from '@/testing/test-utils';

import { HowItWorksRoute } from './how-it-works';

describe('/how-it-works', () => {
  it('shows four client steps, four engineer steps, four benefits and the figures', () => {
    renderWithRouter([{ path: '/how-it-works', element: <HowItWorksRoute /> }], { initialEntries: ['/how-it-works'] });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: 'Steps for clients' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByRole('list', { name: 'Steps for engineers' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'Why CabinetWorks' })).getAllByRole('listitem')).toHaveLength(4);

    const figures = within(screen.getByRole('region', { name: 'CabinetWorks in Numbers' }));
    for (const [label, value] of [
      ['Projects completed', '2,500+'],
      ['Verified engineers', '850+'],
      ['Client satisfaction', '98%'],
      ['Average delivery', '7 days'],
    ]) {
      expect(figures.getByText(label).nextElementSibling).toHaveTextContent(value!);
    }
  });

  it('leads clients to post a project and engineers to sign up', () => {
    renderWithRouter([{ path: '/how-it-works', element: <HowItWorksRoute /> }], { initialEntries: ['/how-it-works'] });

    for (const link of screen.getAllByRole('link', { name: /Post a Project/ })) expect(link).toHaveAttribute('href', '/post-project');
    expect(screen.getByRole('link', { name: 'Find Work' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth?tab=signup&role=engineer');
    expect(screen.getByRole('link', { name: 'Join as an Engineer' })).toHaveAttribute('href', '/auth?tab=signup&role=engineer');
  });
});
