#include "store/personal_data_store.hpp"

#include <cw/personal_data.hpp>

namespace auth::store {

namespace {

// Columns named one by one: a column added later (a secret, an internal key) is not given away by default.
constexpr const char* kPersonalData = R"sql(
  SELECT json_build_object(
    'account', (SELECT json_build_object('id', id, 'username', username, 'email', email, 'firstName', first_name,
        'lastName', last_name, 'role', role, 'phone', phone, 'location', location, 'profileImage', profile_image,
        'signupSource', signup_source, 'createdAt', iso_utc(created_at), 'updatedAt', iso_utc(updated_at))
      FROM users WHERE id = $1),
    'engineerProfile', (SELECT json_build_object('bio', bio, 'experience', experience,
        'hourlyRateCents', hourly_rate_cents, 'yearsExperience', years_experience, 'softwareSkills', software_skills,
        'specializations', specializations, 'languages', languages, 'education', education,
        'certifications', certifications, 'portfolioImages', portfolio_images, 'responseTime', response_time,
        'availability', availability, 'showContactInfo', show_contact_info,
        'rating', CASE WHEN review_count > 0 THEN rating END,
        'reviewCount', review_count, 'completedProjects', completed_projects, 'isVerified', is_verified,
        'certificationStatus', certification_status, 'certificationScore', certification_score,
        'certificationDate', iso_utc(certification_date), 'rejectionReason', rejection_reason,
        'updatedAt', iso_utc(updated_at))
      FROM engineer_profiles WHERE user_id = $1),
    'certificationAttempts', (SELECT coalesce(json_agg(json_build_object('id', id,
        'startedAt', iso_utc(started_at), 'submittedAt', iso_utc(submitted_at), 'status', status, 'score', score,
        'totalQuestions', total_questions) ORDER BY id), '[]')
      FROM certification_attempts WHERE user_id = $1),
    'reviewsWritten', (SELECT coalesce(json_agg(json_build_object('id', id, 'engineerId', engineer_id,
        'projectId', project_id, 'rating', rating, 'comment', comment, 'createdAt', iso_utc(created_at))
        ORDER BY id), '[]')
      FROM reviews WHERE client_id = $1),
    'reviewsReceived', (SELECT coalesce(json_agg(json_build_object('id', id, 'clientId', client_id,
        'projectId', project_id, 'rating', rating, 'comment', comment, 'createdAt', iso_utc(created_at))
        ORDER BY id), '[]')
      FROM reviews WHERE engineer_id = $1),
    'verificationDecisions', (SELECT coalesce(json_agg(json_build_object('decision', decision, 'reason', reason,
        'decidedAt', iso_utc(decided_at)) ORDER BY id), '[]')
      FROM engineer_decisions WHERE engineer_id = $1),
    'trackPaidAttempts', (SELECT coalesce(json_agg(json_build_object('paymentId', payment_id, 'track', track,
        'amountCents', amount_cents, 'paidAt', paid_at, 'attemptId', attempt_id) ORDER BY received_at), '[]')
      FROM track_paid_attempts WHERE user_id = $1),
    'trackAttempts', (SELECT coalesce(json_agg(json_build_object('id', id, 'track', track, 'status', status,
        'score', score, 'totalQuestions', total_questions, 'startedAt', iso_utc(started_at),
        'finishedAt', iso_utc(finished_at)) ORDER BY id), '[]')
      FROM track_attempts WHERE user_id = $1),
    'trackCertificates', (SELECT coalesce(json_agg(json_build_object('id', id, 'track', track, 'score', score,
        'totalQuestions', total_questions, 'issuedAt', iso_utc(issued_at), 'expiresAt', iso_utc(expires_at),
        'supersededBy', superseded_by) ORDER BY issued_at), '[]')
      FROM track_certificates WHERE user_id = $1)
  )::text AS document
)sql";

}  // namespace

std::vector<cw::db::NamedQuery> personal_data_queries() { return {cw::personal_data::query(kPersonalData)}; }

}  // namespace auth::store
