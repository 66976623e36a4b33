// @vitest-environment node
import { makePlans } from '../testing/fixtures';
import { allFeatures, planAction, planHighlights } from './plans';

describe('planAction', () => {
  const [starter, professional, enterprise] = makePlans();

  it('sends visitors to sign up, then on to /subscribe for a paid plan', () => {
    expect(planAction(starter, 'monthly', false)).toEqual({ label: 'Get Started Free', href: '/auth?tab=signup' });
    expect(planAction(professional, 'yearly', false)).toEqual({
      label: 'Choose Professional',
      href: '/auth?tab=signup&redirectTo=%2Fsubscribe%3Fplan%3Dprofessional%26billing%3Dyearly',
    });
  });

  it('sends signed-in users to /subscribe with the plan and cycle', () => {
    expect(planAction(professional, 'monthly', true)).toEqual({ label: 'Choose Professional', href: '/subscribe?plan=professional&billing=monthly' });
    expect(planAction(starter, 'yearly', true).href).toBe('/subscribe?plan=starter&billing=yearly');
  });

  it('sends Enterprise to /contact', () => {
    expect(planAction(enterprise, 'yearly', true)).toEqual({ label: 'Contact Sales', href: '/contact' });
    expect(planAction(enterprise, 'monthly', false).href).toBe('/contact');
  });
});

describe('plan content', () => {
  it('lists every feature once, in plan order', () => {
    const features = allFeatures(makePlans());
    expect(features).toHaveLength(11);
    expect(features.slice(-2)).toEqual(['Custom integrations', 'White-label']);
  });

  it('summarises the limits of a card', () => {
    const [starter, , enterprise] = makePlans();
    expect(planHighlights(starter)).toEqual([
      '3 active projects',
      '3 new projects per month',
      '5 uploads per project',
      '10 MB max file size',
      '20 messages per day',
      '4 file formats',
    ]);
    expect(planHighlights(enterprise)).toContain('Unlimited uploads per project');
    expect(planHighlights(enterprise)).toContain('20 file formats');
  });
});
