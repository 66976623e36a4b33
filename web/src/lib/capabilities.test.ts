// @vitest-environment node
import { CAPABILITY_IDS, capabilitiesOf, hasCapability } from './capabilities';

describe('capabilitiesOf', () => {
  it("uses the server's list when it sends one", () => {
    expect(capabilitiesOf({ plan: 'starter', capabilities: ['analytics'] })).toEqual(['analytics']);
    expect(capabilitiesOf({ plan: 'professional', capabilities: [] })).toEqual([]);
  });

  it('derives a missing list from the plan id with the matrix of spec section 6', () => {
    expect(capabilitiesOf({ plan: 'starter' })).toEqual([]);
    expect(capabilitiesOf({ plan: 'professional' })).toEqual(CAPABILITY_IDS.filter((id) => id !== 'custom_integrations' && id !== 'white_label'));
    expect(capabilitiesOf({ id: 'enterprise' })).toEqual(CAPABILITY_IDS);
    expect(capabilitiesOf({ plan: 'gold' })).toEqual([]);
  });

  it('answers whether a plan has one capability', () => {
    expect(hasCapability({ plan: 'professional' }, 'data_export')).toBe(true);
    expect(hasCapability({ plan: 'professional' }, 'white_label')).toBe(false);
    expect(hasCapability({ plan: 'starter' }, 'data_export')).toBe(false);
  });
});
