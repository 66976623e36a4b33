export { Hero } from './components/hero';
export { HowItWorksSteps } from './components/how-it-works-steps';
export { HowItWorksPage } from './components/how-it-works-page';
export { TopEngineers } from './components/top-engineers';
export { GetCertified } from './components/get-certified';
export { FileTransferGuide } from './components/file-transfer-guide';
export { FileFormatsGuide } from './components/file-formats-guide';
export { HelpCenter } from './components/help-center';
export { FileFormatsCallout, PaymentDemoCallout } from './components/real-project-callout';
