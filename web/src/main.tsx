import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from '@/app';
import { captureSignupSource } from '@/features/auth';

import './index.css';

// First landing: remember where the visitor came from (utm_source / ref) for registration.
captureSignupSource(window.location.search);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// '/' comes prerendered (dist/landing.html, scripts/prerender.mjs): the hero paints before this script runs, and the
// app hydrates that markup instead of replacing it. Replacing it would make Chrome drop the painted hero as a largest
// contentful paint candidate (a node removed before the browser has recorded its paint does not count), so the LCP
// would be the new DOM's paint, as without the prerender. The prerender is what every visitor's first render is (the
// session and the API data still loading, signed in or not), so it hydrates without a mismatch. Every other route
// (index.html) has an empty #root and renders from scratch.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
