#pragma once
// The JSON shapes of docs/dev-contract.md "Messaging", shared by the REST answers and the WebSocket frames.
#include "domain/contact.hpp"
#include "domain/conversation.hpp"
#include "domain/notification.hpp"
#include "domain/support.hpp"
#include "store/direct_store.hpp"
#include "store/support_store.hpp"

#include <cw/fields.hpp>

#include <nlohmann/json.hpp>

#include <vector>

namespace messaging {

nlohmann::json message_json(const Message& message);
// A direct conversation as the member sees it: the other member, the last message, their unread count.
nlohmann::json direct_conversation_json(const store::DirectSummary& summary, std::int64_t user_id);
nlohmann::json notification_json(const Notification& notification);
nlohmann::json contact_message_json(const ContactMessage& message);
// {messages, openCount, total, page, pageSize}: a page of the contact messages of one status, total counting them all.
nlohmann::json contact_page_json(const std::vector<ContactMessage>& messages, std::int64_t open_count,
                                 std::int64_t total, const cw::fields::Page& page);

// A support conversation as its member or visitor sees it; admins' queue entries add who, the wait, the last message.
nlohmann::json support_conversation_json(const SupportConversation& conversation);
nlohmann::json support_message_json(const SupportMessage& message);
nlohmann::json support_queue_entry_json(const store::SupportQueueEntry& entry);

// Server → client frames. An error answering a send_message names the message's clientMessageId when it had one.
nlohmann::json error_frame(const std::string& message,
                           const std::optional<std::string>& client_message_id = std::nullopt);
nlohmann::json message_frame(const char* type, const Message& message);  // message_sent or new_message
// A frame (or any JSON) as text, with text that is not UTF-8 (a stored name, say) replaced: never thrown at the thread
// that sends it, which serves every socket.
std::string frame_text(const nlohmann::json& frame);
// message_frame's text from the message's serialised message_json: one serialisation for several frames.
std::string message_frame_text(const char* type, const std::string& message_text);
nlohmann::json notification_frame(const Notification& notification);
// changed: what to refetch ("project", "bids", "files", "milestones", "payments", "disputes", "reviews"); message only
// when the change deserves words.
nlohmann::json project_update_frame(std::int64_t project_id, const std::vector<std::string>& changed,
                                    const std::optional<std::string>& message = std::nullopt);
// A support message, to the conversation's member or visitor and to every admin.
nlohmann::json support_message_frame(const SupportMessage& message);
// A support conversation that changed (closed), to the same.
nlohmann::json support_update_frame(const SupportConversation& conversation);
// To admins: "applications", "disputes" or "support".
nlohmann::json admin_update_frame(const std::vector<std::string>& changed);

}  // namespace messaging
