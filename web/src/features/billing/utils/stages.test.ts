// @vitest-environment node
import { makeProjectPayments } from '../testing/fixtures';
import { parsePaymentType, selectedStage, stagePayment } from './stages';

describe('project payment stages', () => {
  it('pays the next payable stage unless the client picked another payable one', () => {
    const fresh = makeProjectPayments();
    expect(selectedStage(fresh, null)?.paymentType).toBe('down_payment');
    expect(selectedStage(fresh, 'final_payment')?.paymentType).toBe('final_payment');

    const downPaid = makeProjectPayments(['paid', 'pending', 'pending']);
    expect(selectedStage(downPaid, null)?.paymentType).toBe('milestone');
    // A paid stage cannot be picked: the next payable one is paid instead.
    expect(selectedStage(downPaid, 'down_payment')?.paymentType).toBe('milestone');

    expect(selectedStage(makeProjectPayments(['released', 'paid', 'paid']), 'final_payment')).toBeNull();
  });

  it("sends each stage's own amount, and milestone 1 only for the milestone", () => {
    const [down, milestone, final] = makeProjectPayments().stages;
    expect(stagePayment(42, down)).toEqual({ projectId: 42, amount: 1250, paymentType: 'down_payment' });
    expect(stagePayment(42, milestone)).toEqual({ projectId: 42, amount: 750, paymentType: 'milestone', milestone: 1 });
    expect(stagePayment(42, final)).toEqual({ projectId: 42, amount: 500, paymentType: 'final_payment' });
    expect(stagePayment(42, { ...down, amount: '1250.50' }).amount).toBe(1250.5);
  });

  it('reads ?type=', () => {
    expect(parsePaymentType('milestone')).toBe('milestone');
    expect(parsePaymentType('deposit')).toBeNull();
    expect(parsePaymentType(null)).toBeNull();
  });
});
