import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app';
import { captureSignupSource } from '@/features/auth';

import './index.css';

// First landing: remember where the visitor came from (utm_source / ref) for registration.
captureSignupSource(window.location.search);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
