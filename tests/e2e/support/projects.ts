import { expect, type APIRequestContext } from '@playwright/test';

/** Posts a project as the signed-in client of this context (through the API) and returns its id. */
export async function postProjectViaApi(client: APIRequestContext, title: string): Promise<number> {
  const response = await client.post('/api/projects', {
    data: {
      title,
      description: 'Twenty-four frameless cabinets around an island; CNC files for a nested-based router.',
      cabinetType: 'Kitchen Cabinets',
      budgetRange: '$1,000 - $2,500',
      timeline: '2-4 weeks',
      materialType: 'Plywood',
      deliverables: ['Cut Lists'],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}
