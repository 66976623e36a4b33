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
  it("explains that every engineer is verified by passing the test, on the same screen as 'Get Verified to Bid'", () => {
    renderPath();
    const panel = screen.getByRole('region', { name: 'Get Verified to Bid' });
    const steps = within(panel).getByRole('list', { name: 'How to get verified' });
    expect(within(steps).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Pass the certification test: 30 minutes, 80% correct answers to pass. Passing verifies you right away.',
      "Keep a complete profile: admins review verified engineers' profiles (bio, software skills, portfolio) and can withdraw a verification, with the reason.",
    ]);
    expect(within(panel).getByRole('link', { name: 'Take the Certification Test' })).toHaveAttribute('href', '/certification');
    expect(within(panel).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByTestId('verification-standing')).not.toBeInTheDocument();
  });

  it('says where a new engineer stands: no test taken (no admin review to wait for)', () => {
    renderPath({ isVerified: false, certificationStatus: 'pending', certificationScore: null, applicationStatus: 'pending' });
    expect(standingText()).toBe('Where you standYou have not taken the certification test yet.');
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
    expect(standingText()).toContain('An admin reviewed your profile and asked for changes: update your profile, and pass the test to bid.');
    expect(screen.getByRole('link', { name: 'Update your profile' })).toHaveAttribute('href', '/profile');
  });

  it('tells an engineer whose verification was withdrawn that they cannot bid or retake the test, without a test link', () => {
    renderPath({ isVerified: false, certificationStatus: 'revoked', applicationStatus: 'revoked' });
    expect(standingText()).toContain('An admin withdrew your verification: you cannot bid or retake the test until an admin approves you again.');
    expect(screen.queryByRole('link', { name: /Certification Test/ })).not.toBeInTheDocument();
  });

  it('tells a certified engineer whose verification is still being recorded that bidding opens shortly, without a test link', () => {
    renderPath({ isVerified: false, certificationStatus: 'certified', certificationScore: 9 });
    expect(standingText()).toContain('You passed the certification test: your verification is being recorded and bidding opens in a moment.');
    expect(screen.queryByRole('link', { name: /Certification Test/ })).not.toBeInTheDocument();
  });
});
