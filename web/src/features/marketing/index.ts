export { Hero } from './components/hero';
export { HowItWorksSteps } from './components/how-it-works-steps';
export { TopEngineers } from './components/top-engineers';
export { GetCertified } from './components/get-certified';
export { FileFormatsCallout, PaymentDemoCallout } from './components/real-project-callout';
