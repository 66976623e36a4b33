/** Static marketing content of /get-certified (spec sections 2 and 9: the offerings are fixed copy). */
import { formatMoney } from '@/lib/money';

export const CERTIFICATION_PRICE_USD = 99;
export const CERTIFICATION_VALID_YEARS = 2;
export const RENEWAL_REMINDER_DAYS = 60;

export interface CertificationOffering {
  title: string;
  description: string;
  durationMinutes: number;
  questions: number;
  passingScore: number;
  topics: string[];
  benefits: string[];
}

export const CERTIFICATION_OFFERINGS: CertificationOffering[] = [
  {
    title: 'Cabinet Vision Certified',
    description: 'Room layout, cabinet construction standards, materials and CNC output in Cabinet Vision.',
    durationMinutes: 45,
    questions: 25,
    passingScore: 80,
    topics: ['Room and wall layout', 'Construction methods', 'Material and door libraries', 'S2M Center CNC output', 'Reports and cut lists'],
    benefits: ['Cabinet Vision badge on your profile', 'Priority for Cabinet Vision projects'],
  },
  {
    title: 'Mozaik Certified',
    description: 'Mozaik design, cabinet templates, optimizer settings and machine-ready output.',
    durationMinutes: 40,
    questions: 20,
    passingScore: 80,
    topics: ['Job and room setup', 'Cabinet templates', 'Optimizer and nesting', 'Machine configuration', 'Shop drawings'],
    benefits: ['Mozaik badge on your profile', 'Priority for Mozaik projects'],
  },
  {
    title: 'General CAD Certified',
    description: 'Drafting fundamentals, DXF/DWG exchange, tolerances and assembly documentation across CAD tools.',
    durationMinutes: 35,
    questions: 20,
    passingScore: 75,
    topics: ['2D drafting standards', 'DXF and DWG exchange', 'Tolerances and joinery', 'Assembly drawings', 'Hardware specifications'],
    benefits: ['General CAD badge on your profile', 'Access to AutoCAD and mixed-software projects'],
  },
];

export const CERTIFICATION_STEPS = [
  { title: 'Create an engineer account', description: 'Sign up as an engineer and fill in your profile, software skills and portfolio.' },
  { title: 'Choose a certification', description: 'Pick the software you work in and review the topics it covers.' },
  { title: 'Take the timed test', description: 'Answer the multiple-choice questions online within the time limit.' },
  { title: 'Get your badge', description: 'Pass and the verified badge appears on your profile right away.' },
];

export const CERTIFICATION_BENEFITS = [
  { title: 'Verified badge', description: 'Clients see at a glance that your skills were tested.' },
  { title: 'Priority in search', description: 'Certified engineers are listed first in the engineer directory.' },
  { title: 'All project proposals', description: 'Certified engineers can see every project and bid on it.' },
  { title: 'Higher rates', description: 'A proven skill set lets you charge what your work is worth.' },
];

export const CERTIFICATION_TESTIMONIALS = [
  {
    quote: 'After I got certified, clients stopped asking for test drawings. I booked three kitchen projects in my first month.',
    name: 'Sarah Mitchell',
    role: 'Cabinet Vision engineer, Portland',
  },
  {
    quote: 'The Mozaik test covered exactly what shops ask for: optimizer settings and clean machine output.',
    name: 'David Chen',
    role: 'Mozaik specialist, Toronto',
  },
  {
    quote: 'We only hire certified engineers now. The badge saves us hours of screening.',
    name: 'Maria Lopez',
    role: 'Owner, Lopez Custom Millwork',
  },
];

export const CERTIFICATION_FAQS = [
  {
    question: 'How much does a certification cost?',
    answer: `Each certification costs ${formatMoney(CERTIFICATION_PRICE_USD)}, paid once per attempt.`,
  },
  {
    question: 'How long is a certification valid?',
    answer: `${CERTIFICATION_VALID_YEARS} years. We send a renewal reminder ${RENEWAL_REMINDER_DAYS} days before it expires.`,
  },
  {
    question: 'What if I do not pass?',
    answer: 'You can retake the test 7 days after an attempt. Use the week to review the topics listed for the certification.',
  },
  {
    question: 'Can I take more than one certification?',
    answer: 'Yes. Each certification adds its own badge to your profile.',
  },
  {
    question: 'Is the test open book?',
    answer: 'The test is timed and meant to show what you know from daily work; there is no time to look everything up.',
  },
];
