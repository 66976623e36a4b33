#include "store/personal_data_store.hpp"

#include <cw/personal_data.hpp>

namespace messaging::store {

namespace {

// Columns named one by one: a column added later (a secret, an internal key) is not given away by default.
constexpr const char* kPersonalData = R"sql(
  SELECT json_build_object(
    'messages', (SELECT coalesce(json_agg(json_build_object('id', id, 'projectId', project_id,
        'direction', CASE WHEN sender_id = $1 THEN 'sent' ELSE 'received' END, 'senderId', sender_id,
        'receiverId', receiver_id, 'content', content, 'createdAt', iso_utc(created_at)) ORDER BY id), '[]')
      FROM messages WHERE sender_id = $1 OR receiver_id = $1),
    'notifications', (SELECT coalesce(json_agg(json_build_object('id', id, 'kind', kind, 'title', title,
        'message', message, 'link', link, 'projectId', project_id, 'createdAt', iso_utc(created_at),
        'readAt', iso_utc(read_at)) ORDER BY id), '[]')
      FROM notifications WHERE user_id = $1),
    'contactMessages', (SELECT coalesce(json_agg(json_build_object('id', id, 'name', name, 'email', email,
        'company', company, 'subject', subject, 'message', message, 'inquiryType', inquiry_type,
        'createdAt', iso_utc(created_at), 'handledAt', iso_utc(handled_at)) ORDER BY id), '[]')
      FROM contact_messages WHERE user_id = $1),
    'emails', (SELECT coalesce(json_agg(json_build_object('id', id, 'kind', kind, 'to', recipient,
        'subject', subject, 'body', body, 'createdAt', iso_utc(created_at), 'sentAt', iso_utc(sent_at),
        'failedAt', iso_utc(failed_at)) ORDER BY id), '[]')
      FROM email_outbox WHERE user_id = $1),
    'emailPreferencesOff', (SELECT coalesce(json_agg(preference ORDER BY preference), '[]')
      FROM email_opt_outs WHERE user_id = $1),
    'directConversations', (SELECT coalesce(json_agg(json_build_object('id', c.id, 'startedBy', c.starter_id,
        'with', CASE WHEN c.starter_id = $1 THEN c.recipient_id ELSE c.starter_id END,
        'createdAt', iso_utc(c.created_at),
        'blockedByMe', CASE WHEN c.starter_id = $1 THEN c.blocked_by_starter ELSE c.blocked_by_recipient END,
        'messages', (SELECT coalesce(json_agg(json_build_object('id', m.id,
            'direction', CASE WHEN m.sender_id = $1 THEN 'sent' ELSE 'received' END, 'content', m.content,
            'createdAt', iso_utc(m.created_at)) ORDER BY m.id), '[]')
          FROM direct_messages m WHERE m.conversation_id = c.id)) ORDER BY c.id), '[]')
      FROM direct_conversations c WHERE c.starter_id = $1 OR c.recipient_id = $1),
    'webhooks', (SELECT coalesce(json_agg(json_build_object('id', id, 'url', url, 'events', events,
        'createdAt', iso_utc(created_at)) ORDER BY id), '[]')
      FROM webhook_endpoints WHERE user_id = $1)
  )::text AS document
)sql";

}  // namespace

std::vector<cw::db::NamedQuery> personal_data_queries() { return {cw::personal_data::query(kPersonalData)}; }

}  // namespace messaging::store
