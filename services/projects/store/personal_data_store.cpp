#include "store/personal_data_store.hpp"

#include <cw/personal_data.hpp>

namespace projects::store {

namespace {

// Columns named one by one: a column added later (a secret, an internal key) is not given away by default.
constexpr const char* kPersonalData = R"sql(
  SELECT json_build_object(
    'projects', (SELECT coalesce(json_agg(json_build_object('id', id,
        'side', CASE WHEN client_id = $1 THEN 'client' ELSE 'engineer' END, 'title', title,
        'description', description, 'cabinetType', cabinet_type, 'budgetRange', budget_range, 'timeline', timeline,
        'materialType', material_type, 'deliverables', deliverables, 'status', status,
        'finalAmountCents', final_amount_cents, 'createdAt', iso_utc(created_at), 'updatedAt', iso_utc(updated_at),
        'completedAt', iso_utc(completed_at)) ORDER BY id), '[]')
      FROM projects WHERE client_id = $1 OR assigned_engineer_id = $1),
    'bids', (SELECT coalesce(json_agg(json_build_object('id', id, 'projectId', project_id,
        'amountCents', amount_cents, 'proposal', proposal, 'timeline', timeline, 'status', status,
        'createdAt', iso_utc(created_at), 'updatedAt', iso_utc(updated_at)) ORDER BY id), '[]')
      FROM bids WHERE engineer_id = $1),
    'files', (SELECT coalesce(json_agg(json_build_object('id', id, 'projectId', project_id, 'name', name,
        'version', version, 'format', format, 'sizeBytes', size_bytes, 'sha256', sha256,
        'uploadedAt', iso_utc(uploaded_at), 'preflightStatus', preflight_status) ORDER BY id), '[]')
      FROM project_files WHERE uploader_id = $1),
    'milestoneSubmissions', (SELECT coalesce(json_agg(json_build_object('projectId', project_id, 'stage', stage,
        'revision', revision, 'note', note, 'fileIds', file_ids, 'submittedAt', iso_utc(submitted_at),
        'changesRequested', changes_note, 'changesAt', iso_utc(changes_at))
        ORDER BY project_id, stage, revision), '[]')
      FROM milestone_submissions WHERE submitted_by = $1),
    'disputesOpened', (SELECT coalesce(json_agg(json_build_object('id', id, 'projectId', project_id,
        'stage', stage, 'reason', reason, 'openedAt', iso_utc(opened_at), 'outcome', outcome,
        'engineerShareBp', engineer_share_bp, 'resolutionNote', resolution_note,
        'resolvedAt', iso_utc(resolved_at)) ORDER BY id), '[]')
      FROM disputes WHERE opened_by = $1)
  )::text AS document
)sql";

}  // namespace

std::vector<cw::db::NamedQuery> personal_data_queries() { return {cw::personal_data::query(kPersonalData)}; }

}  // namespace projects::store
