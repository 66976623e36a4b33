#include "store/personal_data_store.hpp"

#include <cw/personal_data.hpp>

namespace billing::store {

namespace {

// Columns named one by one: a column added later (a secret, an internal key) is not given away by default.
constexpr const char* kPersonalData = R"sql(
  SELECT json_build_object(
    'subscription', (SELECT json_build_object('plan', plan, 'status', status, 'billingCycle', billing_cycle,
        'cancelAtPeriodEnd', cancel_at_period_end, 'currentPeriodEnd', iso_utc(current_period_end),
        'createdAt', iso_utc(created_at), 'updatedAt', iso_utc(updated_at))
      FROM subscriptions WHERE user_id = $1),
    'payments', (SELECT coalesce(json_agg(json_build_object('id', p.id,
        'direction', CASE WHEN p.payer_id = $1 THEN 'paid' ELSE 'received' END, 'kind', p.kind, 'plan', p.plan,
        'billingCycle', p.billing_cycle, 'projectId', p.project_id, 'stage', p.stage, 'amountCents', p.amount_cents,
        'currency', p.currency, 'description', p.description, 'status', p.status,
        'cardBrand', CASE WHEN p.payer_id = $1 THEN p.card_brand END,
        'cardLast4', CASE WHEN p.payer_id = $1 THEN p.card_last4 END,
        'createdAt', iso_utc(p.created_at), 'paidAt', iso_utc(p.succeeded_at),
        'releasedAt', (SELECT iso_utc(t.created_at) FROM ledger_transfers t
                       WHERE t.payment_id = p.id AND t.kind = 'release'),
        'refundedAt', (SELECT iso_utc(t.created_at) FROM ledger_transfers t
                       WHERE t.payment_id = p.id AND t.kind = 'refund'))
        ORDER BY p.id), '[]')
      FROM payments p
      WHERE p.status <> 'creating'
        AND (p.payer_id = $1
             OR (p.kind = 'project_stage' AND p.status = 'succeeded'
                 AND p.project_id IN (SELECT project_id FROM project_prices WHERE engineer_id = $1))))
  )::text AS document
)sql";

}  // namespace

std::vector<cw::db::NamedQuery> personal_data_queries() { return {cw::personal_data::query(kPersonalData)}; }

}  // namespace billing::store
