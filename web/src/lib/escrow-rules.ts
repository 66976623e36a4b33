import { AUTO_APPROVE_DAYS } from '@/config/constants';

/**
 * How escrow works, as the projects and billing services do it (issue 30 item 8): one sentence each, shared by the
 * payment pages and the help centre, so that they never say different things.
 */
export const ESCROW_RULES = {
  held: 'Each stage is paid into escrow and held there until the work it pays for is approved.',
  released: `When the engineer submits a stage, the client approves it or asks for changes. Approval releases its payment to the engineer; a submission the client has not answered within ${AUTO_APPROVE_DAYS} days is approved automatically and its payment released.`,
  disputes:
    'The client or the engineer can open a dispute on a stage that is paid and not yet approved. An admin reviews it and decides: release the payment to the engineer, refund it to the client, or split it between them.',
  direct:
    'Payments go to the engineer as soon as they succeed: they are not held in escrow, so they cannot be disputed or refunded through CabinetWorks.',
} as const;
