// @vitest-environment node
import { checkBidForm, checkProjectForm, EMPTY_PROJECT_FORM, PROJECT_REQUIRED_MESSAGES, type ProjectFormValues } from './forms';

const complete: ProjectFormValues = {
  title: '  Shaker kitchen  ',
  description: '  Twenty-four frameless cabinets with CNC files.  ',
  cabinetType: 'Kitchen Cabinets',
  budgetRange: '$5,000+',
  timeline: 'Flexible',
  materialType: 'MDF',
  deliverables: ['Cut Lists'],
};

describe('checkProjectForm', () => {
  it('reports a missing required field (deliverables are optional)', () => {
    expect(checkProjectForm(EMPTY_PROJECT_FORM)).toEqual({ ok: false, missing: true, errors: PROJECT_REQUIRED_MESSAGES });
    expect(checkProjectForm({ ...complete, materialType: '' })).toEqual({ ok: false, missing: true, errors: { materialType: 'Choose a material' } });
    expect(checkProjectForm({ ...complete, title: '   ' })).toEqual({ ok: false, missing: true, errors: { title: 'Enter a project title' } });
    expect(checkProjectForm({ ...complete, deliverables: [] }).ok).toBe(true);
  });

  it('trims the text and checks the lengths', () => {
    expect(checkProjectForm(complete)).toEqual({
      ok: true,
      value: { ...complete, title: 'Shaker kitchen', description: 'Twenty-four frameless cabinets with CNC files.' },
    });
    const short = checkProjectForm({ ...complete, title: 'Hi', description: 'Too short' });
    expect(short).toEqual({
      ok: false,
      missing: false,
      errors: { title: 'Title must be at least 5 characters', description: 'Description must be at least 20 characters' },
    });
  });

  it('refuses a title or description over the limit instead of cutting it, counting characters as the server does', () => {
    const long = checkProjectForm({ ...complete, title: 'T'.repeat(121), description: 'D'.repeat(5002) });
    expect(long).toEqual({
      ok: false,
      missing: false,
      errors: { title: 'This is 1 character too long (at most 120).', description: 'This is 2 characters too long (at most 5,000).' },
    });
    // 120 emoji are 120 characters (240 UTF-16 units), which the server accepts.
    expect(checkProjectForm({ ...complete, title: '🪚'.repeat(120) }).ok).toBe(true);
  });
});

describe('checkBidForm', () => {
  it('reports a missing field', () => {
    expect(checkBidForm(3, { amount: '', proposal: 'x', timeline: 'y' })).toEqual({ ok: false, missing: true });
    expect(checkBidForm(3, { amount: '10', proposal: '  ', timeline: 'y' })).toEqual({ ok: false, missing: true });
  });

  it('sends the amount as a number and the project id as an integer', () => {
    expect(checkBidForm(3, { amount: '1500.50', proposal: ' Plan ', timeline: ' 2 weeks ' })).toEqual({
      ok: true,
      value: { projectId: 3, amount: 1500.5, proposal: 'Plan', timeline: '2 weeks' },
    });
  });

  it('refuses zero, negative, too large or over-precise amounts', () => {
    for (const amount of ['0', '-5', '10000000.01', '12.345', 'abc']) {
      const check = checkBidForm(3, { amount, proposal: 'Plan', timeline: '2 weeks' });
      expect(check.ok, amount).toBe(false);
      expect(check).toMatchObject({ missing: false });
    }
    expect(checkBidForm(3, { amount: '10000000', proposal: 'Plan', timeline: '2 weeks' }).ok).toBe(true);
  });

  it('refuses a bid under $5.00, whose payment stages could not all be at least $1, with the server\'s message', () => {
    for (const amount of ['0.01', '1', '4.99']) {
      expect(checkBidForm(3, { amount, proposal: 'Plan', timeline: '2 weeks' }), amount).toEqual({
        ok: false,
        missing: false,
        errors: { amount: 'amount must be at least $5.00 so that every payment stage is at least $1' },
      });
    }
    for (const amount of ['5', '5.00', '5.01']) expect(checkBidForm(3, { amount, proposal: 'Plan', timeline: '2 weeks' }).ok, amount).toBe(true);
  });

  it('refuses a proposal or timeline over the limit', () => {
    expect(checkBidForm(3, { amount: '100', proposal: 'P'.repeat(5001), timeline: 'W'.repeat(101) })).toEqual({
      ok: false,
      missing: false,
      errors: { proposal: 'This is 1 character too long (at most 5,000).', timeline: 'This is 1 character too long (at most 100).' },
    });
    expect(checkBidForm(3, { amount: '100', proposal: 'P'.repeat(5000), timeline: 'W'.repeat(100) }).ok).toBe(true);
  });
});
