export { useGetAttemptsQuery } from './api/certification-api';
export { useGetTracksQuery } from './api/tracks-api';
export { CertificatePage } from './components/certificate-page';
export { CertificationEngineersOnly, CertificationPage } from './components/certification-page';
export { CertificationSuccess } from './components/certification-success';
export { TrackPage, type RenderPurchase } from './components/track-page';
export type { CertificationStanding } from './types';
