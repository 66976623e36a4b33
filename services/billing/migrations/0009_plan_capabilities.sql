-- What each plan lets a member do (spec section 6), as data: capability ids in the API's order (cw/capability.hpp
-- names them). GET /api/plans and /api/subscription-status show them; subscription.changed carries them to the
-- services that enforce them.
ALTER TABLE plans ADD COLUMN capabilities text[] NOT NULL DEFAULT ARRAY[]::text[]
  CHECK (capabilities <@ ARRAY['direct_messages', 'analytics', 'data_export', 'advanced_filters', 'priority_support',
                               'engineer_ratings', 'verified_engineers', 'custom_rates', 'escrow',
                               'milestone_payments', 'custom_integrations', 'white_label']::text[]);

UPDATE plans SET capabilities = ARRAY['direct_messages', 'analytics', 'data_export', 'advanced_filters',
                                      'priority_support', 'engineer_ratings', 'verified_engineers', 'custom_rates',
                                      'escrow', 'milestone_payments']
  WHERE id = 'professional';

UPDATE plans SET capabilities = ARRAY['direct_messages', 'analytics', 'data_export', 'advanced_filters',
                                      'priority_support', 'engineer_ratings', 'verified_engineers', 'custom_rates',
                                      'escrow', 'milestone_payments', 'custom_integrations', 'white_label']
  WHERE id = 'enterprise';
