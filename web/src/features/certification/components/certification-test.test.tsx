import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { CertificationTest } from '../types';
import { CertificationTestView } from './certification-test';

const test: CertificationTest = {
  attemptId: 1,
  startedAt: '2026-01-01T10:00:00Z',
  deadline: '2026-01-01T10:30:00Z',
  timeLimitSeconds: 1800,
  questions: [
    { id: 11, category: 'Cabinet Vision', difficulty: 'easy', question: 'First question?', options: ['A1', 'B1', 'C1'] },
    { id: 12, category: 'CNC', difficulty: 'hard', question: 'Second question?', options: ['A2', 'B2'] },
  ],
};

const now = () => Date.parse('2026-01-01T10:05:00Z');

describe('CertificationTestView', () => {
  it('enables Next only after answering and Submit only when all are answered', async () => {
    const onSubmit = vi.fn();
    render(<CertificationTestView test={test} timeLimitMinutes={30} onSubmit={onSubmit} onExit={() => {}} submitting={false} now={now} />);

    expect(screen.getByText('First question?')).toBeInTheDocument();
    expect(screen.getByText('Cabinet Vision')).toBeInTheDocument();
    expect(screen.getByText('easy')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('25:00');
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    const next = screen.getByRole('button', { name: /Next/ });
    expect(next).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: 'B1' }));
    expect(next).toBeEnabled();
    await userEvent.click(next);

    expect(screen.getByText('Second question?')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: /Submit Test/ });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'A2' }));
    expect(submit).toBeEnabled();

    // Previous keeps the earlier answer.
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(screen.getByRole('radio', { name: 'B1' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));

    await userEvent.click(screen.getByRole('button', { name: /Submit Test/ }));
    expect(onSubmit).toHaveBeenCalledWith([1, 0]);
  });

  it("shows 'Time is up' when the deadline passes with unanswered questions", async () => {
    vi.useFakeTimers();
    try {
      const onSubmit = vi.fn();
      const late = () => Date.parse('2026-01-01T10:31:00Z');
      render(<CertificationTestView test={test} timeLimitMinutes={30} onSubmit={onSubmit} onExit={() => {}} submitting={false} now={late} />);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1100);
      });
      expect(screen.getByRole('heading', { name: 'Time is up' })).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
