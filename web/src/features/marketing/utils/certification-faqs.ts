import { feeOf, formatFee, type CertificationFee, type CertificationTrack } from '@/lib/certification-tracks';

import { CERTIFICATION_STATIC_FAQS } from '../data/certifications';

export interface Faq {
  question: string;
  answer: string;
}

const dayWords = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
const monthWords = (count: number) => `${count} ${count === 1 ? 'month' : 'months'}`;

/** "Cabinet Vision: 24 months; Mozaik: 12 months", or one sentence part when every track says the same. */
function perTrack(tracks: readonly CertificationTrack[], words: (track: CertificationTrack) => string | null): string | null {
  const said = tracks.map((track) => ({ title: track.title, words: words(track) })).filter((entry): entry is { title: string; words: string } => entry.words !== null);
  if (said.length === 0) return null;
  if (said.every((entry) => entry.words === said[0].words)) return said[0].words;
  return said.map((entry) => `${entry.title}: ${entry.words}`).join('; ');
}

function reminderWords(track: CertificationTrack): string {
  const days = track.reminderDays;
  if (days.length === 0) return 'no reminder is sent';
  const list = days.length === 1 ? String(days[0]) : `${days.slice(0, -1).join(', ')} and ${days[days.length - 1]}`;
  return `e-mail reminders ${list} days before it lapses`;
}

/** The FAQ of /get-certified: the answers that state a figure are made from the loaded tracks and fees. */
export function certificationFaqs(tracks: readonly CertificationTrack[], fees: readonly CertificationFee[] | undefined): Faq[] {
  const faqs: Faq[] = [];
  const price = perTrack(tracks, (track) => formatFee(feeOf(fees, track.id)));
  if (price) {
    faqs.push({
      question: 'How much does a certification cost?',
      answer: `${price} per attempt, paid before the test starts. Paying twice gives two attempts, kept until you use them.`,
    });
  }
  const validity = perTrack(tracks, (track) => `valid ${monthWords(track.validityMonths)}, with ${reminderWords(track)}`);
  const renewal = perTrack(tracks, (track) => dayWords(track.renewalWindowDays));
  if (validity && renewal) {
    faqs.push({
      question: 'How long is a certification valid?',
      answer: `A certificate is ${validity}. You can renew it in its last ${renewal}, or after it lapsed, by passing the test again.`,
    });
  }
  const wait = perTrack(tracks, (track) => dayWords(track.retakeWaitDays));
  if (wait) {
    faqs.push({
      question: 'What if I do not pass?',
      answer: `You can take the test again ${wait} after an attempt that did not pass, with a new fee. Use the time to review the topics listed for the track.`,
    });
  }
  return [...faqs, ...CERTIFICATION_STATIC_FAQS];
}
