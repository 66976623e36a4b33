/**
 * No sample dressed as real (issue 30 items 1 and 9): the public pages show platform figures only from the API
 * (GET /api/platform-figures, the engineer directory, the plans), never hard-coded. Each page is rendered against an
 * API that knows nothing yet (a new platform: every figure null, no engineers, no plans), so any figure still on the
 * page was written into the code. The pages that show samples on purpose keep saying so.
 */
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { Footer } from '@/components/layout/footer';
import { makeUser } from '@/features/auth/testing/fixtures';
import { FEES, makeStanding, THREE_TRACKS } from '@/features/certification/testing/tracks';
import { jsonResponse, stubApi } from '@/testing/test-utils';

import { makeStore } from '../store';
import { AuthRoute } from './auth';
import { CertificationTrackRoute } from './certification';
import { ContactRoute } from './contact';
import { EngineersRoute } from './engineers';
import { FileFormatsRoute } from './file-formats';
import { FileTransferGuideRoute } from './file-transfer-guide';
import { GetCertifiedRoute } from './get-certified';
import { HelpRoute } from './help';
import { HowItWorksRoute } from './how-it-works';
import { LandingRoute } from './landing';
import { MicroInteractionsRoute } from './micro-interactions';
import { PremiumPlansRoute } from './premium-plans';
import { ProjectPaymentDemoRoute } from './project-payment-demo';

/** What reads as a fact about the platform: "2,500+", "98% satisfaction", "850 verified engineers", "4.9 stars". */
const PLATFORM_FACT_PATTERNS: readonly RegExp[] = [
  /(?<![$\d.,])\d[\d,]*\s*\+(?![\d$])/, // "2,500+" (not a budget option such as "$5,000+")
  /\d[\d,.]*\s*%\s+(?:client\s+)?(?:satisfaction|satisfied|success|on[- ]time|of reviews)/i,
  /(?:satisfaction|satisfied|success rate)\D{0,30}\d[\d,.]*\s*%/i,
  /\b\d[\d,]*\+?\s+(?:verified\s+|certified\s+|happy\s+|active\s+)?(?:engineers|clients|members|shops|users|customers|reviews|projects (?:completed|posted|delivered))\b/i,
  /\b[1-5]\.\d\s*(?:★|stars?\b|average|rating)/i,
  /average delivery|median (?:time|delivery)/i,
];

/** The platform facts in a text, for the failure message. */
function platformFacts(text: string): string[] {
  return PLATFORM_FACT_PATTERNS.flatMap((pattern) => {
    const found = new RegExp(pattern.source, `${pattern.flags}g`);
    return [...text.matchAll(found)].map((match) => text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30));
  });
}

const NOTHING_KNOWN = { projectsPosted: null, verifiedEngineers: null, satisfactionPercent: null, medianDeliveryDays: null };

function stubNewPlatform() {
  stubApi({
    'GET /api/platform-figures': () => jsonResponse(200, NOTHING_KNOWN),
    'GET /api/engineers': () => jsonResponse(200, []),
    'GET /api/plans': () => jsonResponse(200, []),
    'GET /api/user': () => jsonResponse(401, { message: 'Not authenticated', code: 'unauthenticated' }),
    // The certification tracks exist from the start (auth's migration); their figures are rules, not platform facts.
    'GET /api/certification/tracks': () => jsonResponse(200, THREE_TRACKS),
    'GET /api/certification-fees': () => jsonResponse(200, FEES),
  });
}

async function renderedText(path: string, element: ReactElement, pattern = '*'): Promise<string> {
  const router = createMemoryRouter([{ path: pattern, element: <>{element}<Footer /></> }], { initialEntries: [path] });
  const { container } = render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  await screen.findAllByRole('heading', { level: 1 });
  // Let the stubbed answers arrive and the page settle on them.
  for (let round = 0; round < 5; round += 1) await act(() => Promise.resolve());
  return container.textContent ?? '';
}

const PUBLIC_PAGES: [string, ReactElement][] = [
  ['/', <LandingRoute />],
  ['/how-it-works', <HowItWorksRoute />],
  ['/get-certified', <GetCertifiedRoute />],
  ['/premium-plans', <PremiumPlansRoute />],
  ['/help', <HelpRoute />],
  ['/contact', <ContactRoute />],
  ['/engineers', <EngineersRoute />],
  ['/file-formats', <FileFormatsRoute />],
  ['/file-transfer-guide', <FileTransferGuideRoute />],
  ['/auth', <AuthRoute />],
];

describe('no hard-coded platform figures', () => {
  beforeEach(stubNewPlatform);
  afterEach(() => vi.unstubAllGlobals());

  it('recognises the figures the pages used to make up', () => {
    for (const made of ['2,500+ Projects completed', '850+ Verified engineers', '98% Client satisfaction', '7 days Average delivery', '4.9 stars', 'Trusted by 1,200 shops']) {
      expect(platformFacts(made), made).not.toEqual([]);
    }
    for (const fine of ['$5,000+', '50% down payment, 30% at design approval and 20% on delivery', '80% to pass', 'within 7 days']) {
      expect(platformFacts(fine), fine).toEqual([]);
    }
  });

  it.each(PUBLIC_PAGES)('%s shows no platform figure the API did not give', async (path, element) => {
    expect(platformFacts(await renderedText(path, element))).toEqual([]);
  });

  it('the certification track page shows no platform figure either', async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser({ role: 'engineer' })),
      'GET /api/certification/tracks/cabinet_vision': () => jsonResponse(200, { ...THREE_TRACKS[0], mine: makeStanding() }),
    });
    const text = await renderedText('/certification/tracks/cabinet_vision', <CertificationTrackRoute />, '/certification/tracks/:track');
    expect(text).toContain('25 multiple-choice questions');
    expect(platformFacts(text)).toEqual([]);
  });

  it('keeps the demo pages labelled as samples', async () => {
    const demo = await renderedText('/project-payment-demo', <ProjectPaymentDemoRoute />);
    expect(demo).toContain('Everything here is example data');
    const widgets = await renderedText('/micro-interactions', <MicroInteractionsRoute />);
    expect(widgets).toContain('Nothing here is saved or sent');
  });
});
