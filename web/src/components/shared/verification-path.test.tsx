import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

import { VerificationPath, type VerificationStanding } from './verification-path';

function renderPath(standing?: VerificationStanding) {
  return render(
    <MemoryRouter>
      <VerificationPath standing={standing} />
    </MemoryRouter>,
  );
}

const standingText = () => screen.getByTestId('verification-standing').textContent;

describe('VerificationPath', () => {
  it("explains both ways to get verified on the same screen as 'Get Verified to Bid', with the link to the test", () => {
    renderPath();
    const panel = screen.getByRole('region', { name: 'Get Verified to Bid' });
    const steps = within(panel).getByRole('list', { name: 'How to get verified' });
    expect(within(steps).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Pass the certification test: 30 minutes, 80% correct answers to pass. Passing verifies you right away.',
      'Or have your application approved: an admin reviews your engineer profile within 2-3 business days. A complete profile (bio, software skills, portfolio) helps.',
    ]);
    expect(within(panel).getByRole('link', { name: 'Take the Certification Test' })).toHaveAttribute('href', '/certification');
    expect(within(panel).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByTestId('verification-standing')).not.toBeInTheDocument();
  });

  it('says where a new engineer stands: no test taken, application under review', () => {
    renderPath({ isVerified: false, certificationStatus: 'pending', certificationScore: null, applicationStatus: 'pending' });
    expect(standingText()).toBe(
      'Where you standYou have not taken the certification test yet.Your application is under review: an admin answers within 2-3 business days.',
    );
    expect(screen.getByRole('link', { name: 'Take the Certification Test' })).toHaveAttribute('href', '/certification');
  });

  it('offers a retake after a failed attempt, with the score and the waiting time', () => {
    renderPath({ isVerified: false, certificationStatus: 'failed', certificationScore: 6, applicationStatus: 'pending' });
    expect(standingText()).toContain('Your last certification attempt did not pass (6/10). You can retake the test 7 days after an attempt.');
    expect(screen.getByRole('link', { name: 'Retake the Certification Test' })).toHaveAttribute('href', '/certification');
    expect(screen.queryByRole('link', { name: 'Take the Certification Test' })).not.toBeInTheDocument();
  });

  it('points a rejected applicant at their profile as well as at the test', () => {
    renderPath({ isVerified: false, certificationStatus: 'pending', applicationStatus: 'rejected' });
    expect(standingText()).toContain('An admin did not approve your application: update your profile to apply again, or pass the test.');
    expect(screen.getByRole('link', { name: 'Update your profile' })).toHaveAttribute('href', '/profile');
  });

  it('tells a certified engineer whose verification is still being recorded that bidding opens shortly, without a test link', () => {
    renderPath({ isVerified: false, certificationStatus: 'certified', certificationScore: 9 });
    expect(standingText()).toContain('You passed the certification test: your verification is being recorded and bidding opens in a moment.');
    expect(screen.queryByRole('link', { name: /Certification Test/ })).not.toBeInTheDocument();
  });
});
