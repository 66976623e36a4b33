/**
 * The words of /get-certified that state no figure. Every figure of a track (its fee, questions, minutes, pass mark,
 * validity, reminders, retake wait) comes from GET /api/certification/tracks and GET /api/certification-fees
 * (utils/certification-faqs.ts builds the answers that state them).
 */

export const CERTIFICATION_STEPS = [
  { title: 'Create an engineer account', description: 'Sign up as an engineer and fill in your profile, software skills and portfolio.' },
  { title: 'Pass the free general test', description: 'It verifies you: verified engineers can bid on projects.' },
  { title: 'Choose a track and pay its fee', description: 'Pick the software you work in and review the topics it covers.' },
  { title: 'Pass the timed test', description: 'Your badge shows on your profile and directory card, with a certificate anyone can check.' },
];

export const CERTIFICATION_BENEFITS = [
  { title: 'A badge per track', description: 'Each track you pass shows as a badge on your profile and your directory card.' },
  { title: 'A certificate anyone can check', description: 'Every certificate has a public page and an id a client can look up.' },
  { title: 'Found by clients', description: 'Clients can filter the engineer directory by certification.' },
  { title: 'Reminders before it lapses', description: 'We e-mail you before your certificate expires, so you can renew in time.' },
];

/** The questions whose answers state no figure. */
export const CERTIFICATION_STATIC_FAQS = [
  {
    question: 'Does a track verify me so that I can bid?',
    answer: 'No. The free general test verifies you and lets you bid; a track adds a badge and a public certificate for one piece of software.',
  },
  {
    question: 'Can I take more than one certification?',
    answer: 'Yes. Each track adds its own badge and certificate to your profile.',
  },
  {
    question: 'Is the test open book?',
    answer: 'The test is timed and meant to show what you know from daily work; there is no time to look everything up.',
  },
];
