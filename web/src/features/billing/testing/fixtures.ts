import type { Plan } from '../types';

const STARTER_FORMATS = ['dwg', 'pdf', 'jpg', 'png'];
const PROFESSIONAL_FORMATS = [...STARTER_FORMATS, 'dxf', 'step', 'iges', 'mozaik', 'cv', 'kcd', 'brd', 'ecw', 'hkp'];
const ENTERPRISE_FORMATS = [...PROFESSIONAL_FORMATS, 'skp', 'max', '3ds', 'obj', 'fbx', 'ifc', 'rvt'];

const PROFESSIONAL_FEATURES = [
  'Direct messages',
  'Analytics',
  'Data export',
  'Advanced filters',
  'Priority support',
  'Engineer ratings',
  'Verified engineers',
  'Custom rates',
  'Escrow and milestone payments',
];

/** GET /api/plans as the billing service answers it (migrations/0002_plans.sql). */
export function makePlans(): Plan[] {
  return [
    {
      id: 'starter',
      name: 'Starter',
      price: { monthly: '0.00', yearly: '0.00' },
      yearlySaving: '0.00',
      limits: { activeProjects: 3, monthlyProjects: 3, uploadsPerProject: 5, maxFileSizeMb: 10, messagesPerDay: 20, messagesPerMonth: 600, fileFormats: STARTER_FORMATS },
      features: [],
    },
    {
      id: 'professional',
      name: 'Professional',
      price: { monthly: '29.00', yearly: '290.00' },
      yearlySaving: '58.00',
      limits: { activeProjects: -1, monthlyProjects: -1, uploadsPerProject: 25, maxFileSizeMb: 100, messagesPerDay: -1, messagesPerMonth: -1, fileFormats: PROFESSIONAL_FORMATS },
      features: PROFESSIONAL_FEATURES,
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      price: { monthly: '99.00', yearly: '990.00' },
      yearlySaving: '198.00',
      limits: { activeProjects: -1, monthlyProjects: -1, uploadsPerProject: -1, maxFileSizeMb: 500, messagesPerDay: -1, messagesPerMonth: -1, fileFormats: ENTERPRISE_FORMATS },
      features: [...PROFESSIONAL_FEATURES, 'Custom integrations', 'White-label'],
    },
  ];
}
